// The purchases module's front door: all that the app and the other modules may use of it. Its
// other files are its own (an ESLint zone holds the line; docs/architecture.md, "Server modules").
// What it is: buying a paid app: start a purchase, its completion by the sandbox or Stripe's
// webhook, refunds, the append-only sales ledger the app's sales figures are summed from (decision
// 0036), the payment-provider test screen's purchases and sales ledger
export { purchaseJobs } from './purchase-jobs';
export { CLOSE_PURCHASE_CHECKOUT_JOB } from './services/close-purchase-checkout';
export type { PurchaseToClose } from './services/close-purchase-checkout';
export { closeUnpaidPurchase } from './services/close-unpaid-purchase';
export { completePurchase } from './services/complete-purchase';
export { refundPurchase } from './services/refund-purchase';
export { startPurchase } from './services/start-purchase';
