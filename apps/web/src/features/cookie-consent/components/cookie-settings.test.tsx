import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_CATEGORIES,
  COOKIE_CONSENT_STORAGE_KEY,
  SAVED_PREFERENCES_CONFIRMATION_MS,
  withPreferences,
} from '@vmu/domain';
import { renderScreen } from '@/testing/render';
import { CookieConsentBanner } from './cookie-consent-banner';
import { CookieSettings } from './cookie-settings';

const SUCCESS_TEXT = 'Your cookie preferences have been saved successfully.';

function renderSettings({ withBanner = false } = {}) {
  return renderScreen(
    <>
      {withBanner && <CookieConsentBanner />}
      <CookieSettings />
    </>,
  );
}

function stored() {
  const raw = localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as { preferences: Record<string, boolean> });
}

// Testing Library drains React's work with a zero-delay setTimeout and only advances fake
// timers itself when it sees a `jest` global; without one, user-event hangs under vi's clock.
function useFakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('cookie settings screen', () => {
  it('shows the title, quick actions, four categories with their cookies and the links', () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept All Cookies' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept Necessary Only' })).toBeInTheDocument();
    for (const name of [
      'Strictly Necessary',
      'Functional',
      'Performance & Analytics',
      'Marketing & Targeting',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    for (const cookie of COOKIE_CATEGORIES.flatMap((c) => c.cookies)) {
      expect(screen.getByText(cookie.name)).toBeInTheDocument();
    }
    const necessary = screen.getByRole('list', { name: 'Strictly Necessary cookies' });
    expect(within(necessary).getByText('better-auth.two_factor').closest('li')).toHaveTextContent(
      'Duration: 10 minutes',
    );
    expect(screen.queryByRole('list', { name: 'Performance & Analytics cookies' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('shows Strictly Necessary as always active with no switch, and the others with one', () => {
    renderSettings();
    expect(screen.getByText('Always Active')).toBeInTheDocument();
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    expect(screen.queryByRole('switch', { name: /necessary/i })).not.toBeInTheDocument();
  });

  it('starts from only necessary when nothing is stored', () => {
    renderSettings();
    for (const s of screen.getAllByRole('switch')) expect(s).not.toBeChecked();
  });

  it('starts from the stored choice', () => {
    localStorage.setItem(
      COOKIE_CONSENT_STORAGE_KEY,
      JSON.stringify(
        withPreferences({ functional: false, analytics: true, marketing: true }, new Date()),
      ),
    );
    renderSettings();
    expect(screen.getByRole('switch', { name: 'Functional' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Performance & Analytics' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing & Targeting' })).toBeChecked();
  });

  it('saves the switches, confirms for 3 seconds, then offers saving again', async () => {
    const user = useFakeClock();
    renderSettings();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(screen.getByRole('switch', { name: 'Performance & Analytics' }));
    expect(stored()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(stored()?.preferences).toEqual({
      necessary: true,
      functional: false,
      analytics: true,
      marketing: false,
    });
    const confirmed = screen.getByRole('button', { name: 'Preferences Saved ✓' });
    expect(confirmed).toBeDisabled();
    expect(status).toHaveTextContent(SUCCESS_TEXT);

    act(() => {
      vi.advanceTimersByTime(SAVED_PREFERENCES_CONFIRMATION_MS - 1);
    });
    expect(screen.getByRole('button', { name: 'Preferences Saved ✓' })).toBeDisabled();
    expect(status).toHaveTextContent(SUCCESS_TEXT);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Preferences Saved ✓' })).not.toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();
    // The saved choice is what the screen shows afterwards.
    expect(screen.getByRole('switch', { name: 'Performance & Analytics' })).toBeChecked();
  });

  it('a quick action stores, moves the switches and confirms', async () => {
    const user = useFakeClock();
    renderSettings();

    await user.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    expect(stored()?.preferences).toEqual({
      necessary: true,
      functional: true,
      analytics: true,
      marketing: true,
    });
    for (const s of screen.getAllByRole('switch')) expect(s).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS_TEXT);
    expect(screen.getByRole('button', { name: 'Preferences Saved ✓' })).toBeDisabled();

    // A second choice within the 3 seconds restarts the confirmation period.
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    await user.click(screen.getByRole('button', { name: 'Accept Necessary Only' }));
    expect(stored()?.preferences).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
    for (const s of screen.getAllByRole('switch')) expect(s).not.toBeChecked();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Preferences Saved ✓' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeEnabled();
  });

  it('stays in step with the banner on the same page', async () => {
    const user = userEvent.setup();
    renderSettings({ withBanner: true });
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    await user.click(within(banner).getByRole('button', { name: 'Accept All Cookies' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    for (const s of screen.getAllByRole('switch')) expect(s).toBeChecked();
  });

  it('saving from the screen hides the banner', async () => {
    const user = userEvent.setup();
    renderSettings({ withBanner: true });
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(stored()?.preferences).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
  });
});
