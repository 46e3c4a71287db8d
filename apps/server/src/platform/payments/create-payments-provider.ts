import type { Database } from '../../db/client';
import type { PaymentProviderConfig } from '../../env';
import type { PaymentsProvider } from './payments-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** The driver the environment chose (env PAYMENTS_DRIVER / STRIPE_*, decision 0015). */
export function createPaymentsProvider(
  config: PaymentProviderConfig,
  options: { db: Database; publicUrl: string },
): PaymentsProvider {
  return config.driver === 'stripe' ? createStripeProvider(config) : createSandboxProvider(options);
}
