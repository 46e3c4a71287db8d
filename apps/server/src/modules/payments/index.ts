// The payments module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: connected payment accounts, eligibility for paid prices, the sandbox's payment state
// and the account events of Stripe's webhook (whose route, `routes/stripe-webhook-route.ts`, also
// hands purchase events to `purchases`)
export { requirePaymentsDeveloper } from './require-payments-developer';
export { applyAccountEvent } from './services/apply-account-event';
export { getPaymentEligibility } from './services/get-payment-eligibility';
export { SANDBOX_ONLY_MESSAGE } from './services/set-sandbox-payment-state';
export { connectStateOf } from './stripe-info-of';
