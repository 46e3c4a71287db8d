import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COOKIE_CATEGORIES } from '@vmu/domain';
import { renderScreen } from '@/testing/render';
import { Component as CookiePolicy } from './cookie-policy';
import { Component as Licensing } from './licensing';
import { Component as Privacy } from './privacy';
import { Component as Terms } from './terms';

function renderPage(Page: ComponentType) {
  renderScreen(<Page />);
  return screen.getByRole('article');
}

describe('legal pages', () => {
  it('terms state the age, notice, cure, liability cap, negotiation and English law', () => {
    const page = renderPage(Terms);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
    expect(page).toHaveTextContent('18 and over');
    expect(page).toHaveTextContent("30 days' written notice");
    expect(page).toHaveTextContent('not remedied within 7 days');
    expect(page).toHaveTextContent('in the 12 months before the event');
    expect(page).toHaveTextContent('negotiate in good faith for 30 days');
    expect(page).toHaveTextContent('governed by the laws of England and Wales');
    expect(page).toHaveTextContent('incorporated in the United Kingdom');
    expect(page).toHaveTextContent('75% of net revenue');
    expect(page).toHaveTextContent('minimum payout of GBP 10.00');
  });

  it('privacy states the retention periods and the age limit', () => {
    const page = renderPage(Privacy);
    expect(page).toHaveTextContent('Account data is kept for the life of the account');
    expect(page).toHaveTextContent('for a further 7 years');
    expect(page).toHaveTextContent('while the app is published and for 2 years');
    expect(page).toHaveTextContent('aged 18 and over');
  });

  it('licensing states the revenue share, price rules and payouts', () => {
    const page = renderPage(Licensing);
    expect(page).toHaveTextContent('you receive 75% of net revenue and we retain 25%');
    expect(page).toHaveTextContent('after deduction of taxes');
    expect(page).toHaveTextContent('payment processing fees and refunds');
    expect(page).toHaveTextContent('monthly, within 30 days of the end of each month');
    expect(page).toHaveTextContent('An app published as free must remain free');
    expect(page).toHaveTextContent('European Union or the United Kingdom');
    expect(page).toHaveTextContent('governed by the laws of England and Wales');
  });

  it('the cookie policy lists every cookie with its duration and links to cookie settings', () => {
    const page = renderPage(CookiePolicy);
    // Exactly the cookies the server sets (its test checks every Set-Cookie against this list).
    const expected = [
      [
        'better-auth.session_token',
        '30 days with Remember me, otherwise until you close the browser',
      ],
      ['better-auth.dont_remember', 'Session'],
      ['better-auth.two_factor', '10 minutes'],
      ['better-auth.state', '5 minutes'],
    ];
    expect(page).not.toHaveTextContent(/Identity token|Refresh token|CSRF token|Theme selection/);
    for (const [name, duration] of expected) {
      const row = within(page).getByRole('row', { name: new RegExp(`^${name}`) });
      expect(row).toHaveTextContent(duration!);
    }
    const listed = COOKIE_CATEGORIES.flatMap((category) => category.cookies).length;
    expect(within(page).getAllByRole('row')).toHaveLength(
      listed + COOKIE_CATEGORIES.filter((c) => c.cookies.length > 0).length,
    );
    expect(within(page).getByRole('link', { name: 'Change cookie preferences' })).toHaveAttribute(
      'href',
      '/settings/cookies',
    );
  });

  it.each([
    ['terms', Terms],
    ['privacy', Privacy],
    ['cookies', CookiePolicy],
    ['licensing', Licensing],
  ] as const)('%s has a dated table of contents whose links reach its sections', (_, Page) => {
    const page = renderPage(Page);
    const toc = within(page).getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    }
    expect(within(page).getByText(/Last updated/)).toHaveTextContent('2025');
  });
});
