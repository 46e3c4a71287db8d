import type { Database } from '../../db/client';
import type { PaymentProviderConfig } from '../../env';
import type { PaymentsProvider } from './payments-provider';
import { createSandboxProvider } from './sandbox-provider';

/**
 * The driver the environment chose (env PAYMENTS_DRIVER / STRIPE_*, decision 0015). Stripe's
 * library loads only when Stripe is the driver: the sandbox's start does not wait for it.
 */
export async function createPaymentsProvider(
  config: PaymentProviderConfig,
  options: { db: Database; publicUrl: string },
): Promise<PaymentsProvider> {
  if (config.driver !== 'stripe') return createSandboxProvider(options);
  const { createStripeProvider } = await import('./stripe-provider');
  return createStripeProvider(config);
}
