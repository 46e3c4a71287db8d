import {
  COOKIE_CONSENT_STORAGE_KEY,
  acceptAll,
  acceptNecessaryOnly,
  parseCookieConsent,
  serializeCookieConsent,
  withPreferences,
  type CookieConsent,
  type CookiePreferenceChoice,
} from '@vmu/domain';

// The consent record lives in local storage (the shared contract), read through
// useSyncExternalStore so every component showing it agrees, in this tab and in others.

type Listener = () => void;
const listeners = new Set<Listener>();

// When local storage is blocked or full, the choice is kept for the life of this page so the
// visitor is not asked again on every navigation; it cannot outlive the page in that case.
let memoryFallback: { raw: string | null } | null = null;

let lastRaw: string | null | undefined;
let lastConsent: CookieConsent | null = null;

function readRaw(): string | null {
  if (memoryFallback) return memoryFallback.raw;
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // key is null when another tab cleared the whole storage.
  if (event.key === COOKIE_CONSENT_STORAGE_KEY || event.key === null) notify();
}

export function subscribeToCookieConsent(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The stored choice, or null when none is stored or the stored one is not valid. */
export function getCookieConsentSnapshot(): CookieConsent | null {
  const raw = readRaw();
  // Same string, same object: useSyncExternalStore needs a stable snapshot to avoid re-rendering.
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastConsent = parseCookieConsent(raw);
  }
  return lastConsent;
}

export function getServerCookieConsentSnapshot(): CookieConsent | null {
  return null;
}

export function storeCookieConsent(consent: CookieConsent): CookieConsent {
  const raw = serializeCookieConsent(consent);
  try {
    window.localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, raw);
    memoryFallback = null;
  } catch {
    memoryFallback = { raw };
  }
  notify();
  return consent;
}

export function acceptAllCookies(): CookieConsent {
  return storeCookieConsent(acceptAll(new Date()));
}

export function acceptNecessaryCookiesOnly(): CookieConsent {
  return storeCookieConsent(acceptNecessaryOnly(new Date()));
}

export function saveCookiePreferences(choice: CookiePreferenceChoice): CookieConsent {
  return storeCookieConsent(withPreferences(choice, new Date()));
}
