import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_STORAGE_KEY, acceptAll } from '@vmu/domain';
import {
  acceptNecessaryCookiesOnly,
  getCookieConsentSnapshot,
  subscribeToCookieConsent,
} from './cookie-consent-store';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cookie consent store', () => {
  it('returns the same object while the stored value is unchanged', () => {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(acceptAll(new Date())));
    const first = getCookieConsentSnapshot();
    expect(first).not.toBeNull();
    expect(getCookieConsentSnapshot()).toBe(first);
  });

  it('tells subscribers about a choice and about other tabs, and stops when unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToCookieConsent(listener);
    acceptNecessaryCookiesOnly();
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    acceptNecessaryCookiesOnly();
    window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  // Kept last: once storage fails the store keeps the choice in memory for the page's life.
  it('keeps working when local storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(getCookieConsentSnapshot()).toBeNull();
    const listener = vi.fn();
    const unsubscribe = subscribeToCookieConsent(listener);
    expect(() => acceptNecessaryCookiesOnly()).not.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getCookieConsentSnapshot()?.preferences).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
    unsubscribe();
  });
});
