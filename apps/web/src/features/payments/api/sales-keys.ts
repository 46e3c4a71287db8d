// The test screen's lists (decision 0036's addendum): only this feature reads and reloads them.
export const salesKeys = {
  all: ['sales'] as const,
  testPurchases: ['sales', 'test-purchases'] as const,
  ledger: ['sales', 'ledger'] as const,
};
