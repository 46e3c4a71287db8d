import { accessRedirect, isAdmin } from '@vmu/domain';
import { AppError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import type { PaymentsProvider } from '../../platform/payments/payments-provider';
import { accessViewerOf } from '../shared/guards/access-viewer';
import { requireAppsViewer } from '../shared/guards/require-apps-viewer';
import { SANDBOX_ONLY_MESSAGE } from '../payments';

/** Whose sales a viewer sees and refunds: a developer their own apps', staff everyone's. */
export type SalesScope = { developerId: string } | { everyone: true };

const scopeOf = (viewer: { id: string; role: string }): SalesScope =>
  isAdmin(viewer) ? { everyone: true } : { developerId: viewer.id };

/**
 * The test screen's lists belong to the main area (the apps operations' rule): a verified
 * developer sees the sales of their own apps; staff, who pass that rule too, see all.
 */
export function salesScopeOf(ctx: Pick<GraphQLContext, 'viewer'>): SalesScope {
  return scopeOf(requireAppsViewer(ctx));
}

/**
 * Whose purchases the signed-in viewer may refund, or null for nobody's. A buyer or anyone else
 * outside the main area is not refused for who they are but answered as for an unknown
 * purchase (NOT_FOUND), so a purchase id cannot be probed.
 */
export function refundScopeOf(ctx: Pick<GraphQLContext, 'viewer'>): SalesScope | null {
  const { viewer } = ctx;
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.', 401);
  return accessRedirect('main', accessViewerOf(viewer)) === null ? scopeOf(viewer) : null;
}

/** Whether the scope covers a sale of `developerId`'s app. */
export const scopeCovers = (scope: SalesScope | null, developerId: string): boolean =>
  scope !== null && ('everyone' in scope || scope.developerId === developerId);

/**
 * The test screen's purchases and refunds are the sandbox's: with Stripe, real money moves and
 * refunds arrive by webhook or are made in Stripe's dashboard. `message` says what is refused.
 */
export function requireSandboxDriver(
  payments: Pick<PaymentsProvider, 'driver'>,
  message: string = SANDBOX_ONLY_MESSAGE,
): void {
  if (payments.driver !== 'sandbox') throw new AppError('SANDBOX_ONLY', message, 403);
}
