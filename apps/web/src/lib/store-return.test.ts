import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetStoreReturn,
  landingPathFor,
  pendingStoreReturn,
  rememberStoreReturn,
  STORE_RETURN_LIFETIME_MS,
} from './store-return';

const customer = {
  role: 'CUSTOMER',
  provider: 'EMAIL',
  isEmailVerified: true,
  onboardingCompleted: false,
  accountVerified: false,
};

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the store page waiting for a sign-in', () => {
  it('brings a verified visitor back to it, again and again until it expires or is forgotten', () => {
    vi.useFakeTimers();
    rememberStoreReturn('/store/apps/com.example.game');
    expect(landingPathFor(customer)).toBe('/store/apps/com.example.game');
    // Not used up: a screen that renders its redirect twice sends the visitor to the same page.
    expect(landingPathFor(customer)).toBe('/store/apps/com.example.game');
    // Not before the email is confirmed.
    expect(landingPathFor({ ...customer, isEmailVerified: false })).toBe('/verify-email');
    vi.advanceTimersByTime(STORE_RETURN_LIFETIME_MS + 1);
    expect(pendingStoreReturn()).toBeNull();
    expect(landingPathFor(customer)).toBe('/store/purchases');
    rememberStoreReturn('/store');
    forgetStoreReturn();
    expect(pendingStoreReturn()).toBeNull();
  });

  it('keeps only a path of the store, whatever is written into the storage', () => {
    rememberStoreReturn('https://evil.example/store');
    expect(pendingStoreReturn()).toBeNull();
    sessionStorage.setItem('vmu.storeReturn', JSON.stringify({ path: '//evil', at: Date.now() }));
    expect(pendingStoreReturn()).toBeNull();
    sessionStorage.setItem('vmu.storeReturn', '{not json');
    expect(pendingStoreReturn()).toBeNull();
  });
});
