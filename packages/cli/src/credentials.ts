import { API_TOKEN_ENV_VARIABLE } from '@vmu/domain';
import type { CliContext } from './cli-context';
import { usageError } from './cli-error';
import { configFilePath, readStoredLogin } from './config-file';
import { normalizePortalUrl } from './portal-url';

// Which portal and token a command uses. CI sets the environment; a person runs `login` once.
// The environment wins over the stored login, so a pipeline never uses a developer's own token
// by accident; --url wins over both for the address.

export const PORTAL_URL_ENV_VARIABLE = 'VMU_PORTAL_URL';
export { API_TOKEN_ENV_VARIABLE };

export type Credentials = { url: string; token: string };

const NOT_LOGGED_IN_HINT = `Run \`vmu-portal login\`, or set ${PORTAL_URL_ENV_VARIABLE} and ${API_TOKEN_ENV_VARIABLE}.`;

export async function resolveCredentials(
  context: CliContext,
  flags: { url?: string },
): Promise<Credentials> {
  const stored = await readStoredLogin(configFilePath(context));
  const url = flags.url ?? (context.env[PORTAL_URL_ENV_VARIABLE] || undefined) ?? stored?.url;
  const token = (context.env[API_TOKEN_ENV_VARIABLE] || undefined) ?? stored?.token;
  if (!url) throw usageError('No portal URL to send the request to.', NOT_LOGGED_IN_HINT);
  if (!token) throw usageError('No API token to send the request with.', NOT_LOGGED_IN_HINT);
  return { url: normalizePortalUrl(url), token: token.trim() };
}
