import { useSyncExternalStore } from 'react';
import { DEFAULT_COOKIE_PREFERENCES } from '@vmu/domain';
import {
  acceptAllCookies,
  acceptNecessaryCookiesOnly,
  getCookieConsentSnapshot,
  getServerCookieConsentSnapshot,
  saveCookiePreferences,
  subscribeToCookieConsent,
} from '../stores/cookie-consent-store';

export function useCookieConsent() {
  const consent = useSyncExternalStore(
    subscribeToCookieConsent,
    getCookieConsentSnapshot,
    getServerCookieConsentSnapshot,
  );
  return {
    /** The stored record, or null while the visitor has not chosen. */
    consent,
    hasChosen: consent !== null,
    preferences: consent?.preferences ?? DEFAULT_COOKIE_PREFERENCES,
    acceptAll: acceptAllCookies,
    acceptNecessaryOnly: acceptNecessaryCookiesOnly,
    savePreferences: saveCookiePreferences,
  };
}
