import { useEffect } from 'react';
import { forgetStoreReturn } from '@/lib/store-return';

/**
 * The store's pages call this: the visitor is back in the store, so a store page remembered
 * when it sent them to sign in (features/auth/store-return.ts) is no longer waiting.
 */
export function useBackInTheStore() {
  useEffect(() => forgetStoreReturn(), []);
}
