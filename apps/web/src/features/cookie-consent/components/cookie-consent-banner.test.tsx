import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_STORAGE_KEY, acceptAll } from '@vmu/domain';
import { renderScreen } from '@/testing/render';
import { useCookieConsent } from '../hooks/use-cookie-consent';
import { CookieConsentBanner } from './cookie-consent-banner';

const NOW = new Date('2025-06-01T12:00:00.000Z');

function renderBanner(extra?: React.ReactNode) {
  return renderScreen(
    <>
      <CookieConsentBanner />
      {extra}
    </>,
  );
}

function banner() {
  return screen.queryByRole('region', { name: 'Cookie consent' });
}

function stored() {
  const raw = localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('cookie consent banner', () => {
  it('shows as a labelled region with the three choices and a policy link when nothing is stored', () => {
    renderBanner();
    const region = banner();
    expect(region).toBeInTheDocument();
    const r = within(region!);
    expect(r.getByRole('button', { name: 'Accept All Cookies' })).toBeInTheDocument();
    expect(r.getByRole('button', { name: 'Accept Necessary Only' })).toBeInTheDocument();
    expect(r.getByRole('button', { name: 'Customize Preferences' })).toBeInTheDocument();
    expect(r.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    // Non-modal: it must not claim to be a dialog that traps the page.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays hidden when a valid choice is stored', () => {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(acceptAll(NOW)));
    renderBanner();
    expect(banner()).not.toBeInTheDocument();
  });

  it.each([
    ['broken JSON', '{not json'],
    ['another version', JSON.stringify({ ...acceptAll(NOW), version: '0.9' })],
    [
      'necessary switched off',
      JSON.stringify({
        ...acceptAll(NOW),
        preferences: { ...acceptAll(NOW).preferences, necessary: false },
      }),
    ],
  ])('shows again when the stored record is invalid (%s)', (_label, raw) => {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, raw);
    renderBanner();
    expect(banner()).toBeInTheDocument();
  });

  it('Accept All Cookies stores every category on, with the time and version, and hides', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    expect(stored()).toEqual({
      preferences: { necessary: true, functional: true, analytics: true, marketing: true },
      timestamp: '2025-06-01T12:00:00.000Z',
      version: '1.0',
    });
    expect(banner()).not.toBeInTheDocument();
  });

  it('Accept Necessary Only stores only necessary and hides', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept Necessary Only' }));
    expect(stored()).toMatchObject({
      preferences: { necessary: true, functional: false, analytics: false, marketing: false },
      version: '1.0',
    });
    expect(banner()).not.toBeInTheDocument();
  });

  it('Customize shows the three switches, off by default, and Save stores what was toggled', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Customize Preferences' }));

    const functional = await screen.findByRole('switch', { name: 'Functional' });
    const analytics = screen.getByRole('switch', { name: 'Performance & Analytics' });
    const marketing = screen.getByRole('switch', { name: 'Marketing & Targeting' });
    for (const s of [functional, analytics, marketing]) expect(s).not.toBeChecked();
    // Focus moves into the panel because the button that had it is gone.
    expect(functional).toHaveFocus();
    expect(stored()).toBeNull();

    await user.click(functional);
    await user.click(marketing);
    expect(functional).toBeChecked();
    expect(analytics).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(stored()).toMatchObject({
      preferences: { necessary: true, functional: true, analytics: false, marketing: true },
      version: '1.0',
    });
    expect(banner()).not.toBeInTheDocument();
  });

  it('Customize offers Accept Necessary Only as well, discarding toggles', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Customize Preferences' }));
    await user.click(await screen.findByRole('switch', { name: 'Performance & Analytics' }));
    await user.click(screen.getByRole('button', { name: 'Accept Necessary Only' }));
    expect(stored()).toMatchObject({
      preferences: { necessary: true, functional: false, analytics: false, marketing: false },
    });
    expect(banner()).not.toBeInTheDocument();
  });

  it('never offers a switch for necessary cookies and always stores them on', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Customize Preferences' }));
    expect(await screen.findAllByRole('switch')).toHaveLength(3);
    expect(screen.queryByRole('switch', { name: /necessary/i })).not.toBeInTheDocument();
    expect(screen.getByText('Always active')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(stored()).toMatchObject({ preferences: { necessary: true } });
  });

  it('is operable from the keyboard alone', async () => {
    const user = userEvent.setup();
    renderBanner();
    const customize = screen.getByRole('button', { name: 'Customize Preferences' });
    customize.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('switch', { name: 'Functional' })).toHaveFocus();
    // Space toggles the focused switch (Functional), Tab moves on to Analytics.
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    const save = screen.getByRole('button', { name: 'Save Preferences' });
    save.focus();
    await user.keyboard('{Enter}');
    expect(stored()).toMatchObject({
      preferences: { necessary: true, functional: true, analytics: false, marketing: true },
    });
  });

  it('gives focus back to where it was before the banner when a choice closes it', async () => {
    const user = userEvent.setup();
    renderBanner(<a href="#docs">Docs</a>);
    const link = screen.getByRole('link', { name: 'Docs' });
    link.focus();
    // Shift+Tab from the link reaches the banner's last button, Accept All Cookies.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Accept All Cookies' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(banner()).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('focuses the page’s main heading when focus came from nowhere, as after a click', async () => {
    const user = userEvent.setup();
    renderBanner(
      <main id="main">
        <h1>Docs</h1>
      </main>,
    );
    await user.click(screen.getByRole('button', { name: 'Accept Necessary Only' }));
    expect(banner()).not.toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1, name: 'Docs' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('focuses the main heading after Save Preferences too', async () => {
    const user = userEvent.setup();
    renderBanner(
      <main id="main">
        <h1>Docs</h1>
      </main>,
    );
    await user.click(screen.getByRole('button', { name: 'Customize Preferences' }));
    await user.click(await screen.findByRole('button', { name: 'Save Preferences' }));
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Docs' })).toHaveFocus();
  });

  it('reserves room below the page while shown, so its end is never only behind the banner', async () => {
    const user = userEvent.setup();
    renderBanner();
    expect(document.body.style.paddingBottom).toMatch(/^\d+px$/);
    expect(document.documentElement.style.scrollPaddingBottom).toMatch(/^\d+px$/);
    await user.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    expect(document.body.style.paddingBottom).toBe('');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });

  it('hides when another component stores a choice', async () => {
    function OtherControl() {
      const { acceptNecessaryOnly, hasChosen } = useCookieConsent();
      return (
        <button type="button" onClick={acceptNecessaryOnly}>
          {hasChosen ? 'chosen' : 'other control'}
        </button>
      );
    }
    const user = userEvent.setup();
    renderBanner(<OtherControl />);
    expect(banner()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'other control' }));
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'chosen' })).toBeInTheDocument();
  });

  it('hides when another tab stores a choice, and shows again when it is removed', () => {
    renderBanner();
    expect(banner()).toBeInTheDocument();
    const raw = JSON.stringify(acceptAll(NOW));
    act(() => {
      localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, raw);
      window.dispatchEvent(
        new StorageEvent('storage', { key: COOKIE_CONSENT_STORAGE_KEY, newValue: raw }),
      );
    });
    expect(banner()).not.toBeInTheDocument();
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(banner()).toBeInTheDocument();
  });
});
