import { PASSWORD_ALREADY_SET_MESSAGE } from '@vmu/domain';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import type { Auth } from '../../accounts';
import type { SignInMethodMapper } from '../schema.mappers';
import { listSignInMethods } from './list-sign-in-methods';

/**
 * A GitHub or Google account's first password, through better-auth's server-only setPassword
 * (it hashes as sign-up does and adds the 'credential' account) for the request's own session:
 * the caller can only ever set their own. The password has passed the domain's schema.
 */
export async function setPassword(
  deps: { auth: Auth; db: Database },
  request: { headers: IncomingHttpHeaders; userId: string },
  password: string,
): Promise<SignInMethodMapper[]> {
  try {
    await deps.auth.api.setPassword({
      body: { newPassword: password },
      headers: fromNodeHeaders(request.headers),
    });
  } catch (error) {
    if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
    if (error.body?.code === 'PASSWORD_ALREADY_SET') {
      throw new AppError('PASSWORD_ALREADY_SET', PASSWORD_ALREADY_SET_MESSAGE, 409);
    }
    // better-auth's other refusals (a password over its 128 characters, a session gone) are
    // the client's: its code and message, never a masked 500.
    throw new AppError(
      error.body?.code ?? 'VALIDATION_FAILED',
      error.body?.message ?? error.message,
      error.statusCode,
    );
  }
  return listSignInMethods(deps.db, request.userId);
}
