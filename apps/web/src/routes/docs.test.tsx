import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  API_TOKEN_ENV_VARIABLE,
  CLI_CI_STEPS,
  API_TOKEN_SCOPES,
  APP_NAME_MAX_LENGTH,
  DEVELOPER_API_OPENAPI_PATH,
  ASSET_LIMITS,
  CREATE_PRICE,
  LIVE_PRICE,
  MINIMUM_PAYOUT,
  PACKAGE_NAME_SHOWN_LENGTH,
  PAYMENT_ELIGIBLE_COUNTRIES,
  REVENUE_SHARE,
  SHORT_DESCRIPTION_MAX_LENGTH,
  countryName,
} from '@vmu/domain';
import { renderScreen } from '@/testing/render';
import { Component as Docs } from './docs';

function renderDocs() {
  renderScreen(<Docs />, { url: '/docs' });
}

describe('docs page', () => {
  it('renders every file limit from ASSET_LIMITS in the file table', () => {
    renderDocs();
    const table = screen.getByRole('table', { name: 'File requirements' });
    for (const limit of Object.values(ASSET_LIMITS)) {
      const row = within(table).getByRole('row', { name: new RegExp(`^${limit.label}\\b`) });
      expect(row).toHaveTextContent(`${limit.maxMb} MB`);
      expect(row).toHaveTextContent(limit.types.join(' or '));
      if (limit.dimensions) {
        expect(row).toHaveTextContent(`${limit.dimensions.width}x${limit.dimensions.height} px`);
      }
    }
    // The hero banner's shape, as the form asks and the store shows it (decision 0051).
    expect(
      within(table).getByRole('row', { name: new RegExp(`^${ASSET_LIMITS['hero-banner'].label}`) }),
    ).toHaveTextContent('3:1, at least 1200x400 px (1500x500 recommended)');
  });

  it("says how much of a package's app_name the device shows and the store keeps", () => {
    renderDocs();
    const paragraph = screen.getByText(
      (_text, element) =>
        element?.tagName === 'P' &&
        !!element.textContent?.includes('The packer takes an app_name of up to 255 characters'),
    );
    expect(paragraph).toHaveTextContent(
      `the device shows its first ${PACKAGE_NAME_SHOWN_LENGTH} (the package header keeps no more) and the store's App Name holds ${APP_NAME_MAX_LENGTH}`,
    );
  });

  it('states the text limits, PEGI ratings and the review time', () => {
    renderDocs();
    const details = screen.getByRole('table', { name: 'Listing details' });
    expect(details).toHaveTextContent(`at most ${APP_NAME_MAX_LENGTH} characters`);
    expect(details).toHaveTextContent(`at most ${SHORT_DESCRIPTION_MAX_LENGTH} characters`);
    expect(details).toHaveTextContent('PEGI 3, 7, 12, 16, 18');
    expect(screen.getByRole('table', { name: 'App statuses' })).toHaveTextContent(
      '1-3 business days',
    );
  });

  it('states the price ranges, revenue share and payout terms', () => {
    renderDocs();
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    expect(pricing).toHaveTextContent(
      `between ${CREATE_PRICE.min.toFixed(2)} and ${CREATE_PRICE.max.toFixed(2)}, in steps of 0.50`,
    );
    expect(pricing).toHaveTextContent(
      `from ${LIVE_PRICE.min.toFixed(2)} to ${LIVE_PRICE.max.toFixed(2)}`,
    );
    expect(pricing).toHaveTextContent('USD, EUR, GBP');
    const revenue = screen.getByRole('region', { name: 'Revenue share and payouts' });
    expect(revenue).toHaveTextContent(`${REVENUE_SHARE.developerPercent}%`);
    expect(revenue).toHaveTextContent(`${REVENUE_SHARE.platformPercent}%`);
    expect(revenue).toHaveTextContent(MINIMUM_PAYOUT.text);
    expect(revenue).toHaveTextContent('within 30 days of the end of each month');
  });

  it('lists the 28 payment-eligible countries by name', () => {
    renderDocs();
    const list = screen.getByRole('list', { name: /countries where developers can charge/i });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(PAYMENT_ELIGIBLE_COUNTRIES.length);
    expect(items.map((item) => item.textContent)).toEqual(
      expect.arrayContaining(PAYMENT_ELIGIBLE_COUNTRIES.map(countryName)),
    );
  });

  it('documents publishing from CI: tokens, the CLI with a workflow, and the REST API', () => {
    renderDocs();
    const ci = screen.getByRole('region', { name: 'Publishing from CI' });
    const scopes = within(ci).getByRole('table', { name: 'Token scopes' });
    for (const scope of API_TOKEN_SCOPES) expect(scopes).toHaveTextContent(scope);
    expect(within(ci).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(ci).getByRole('link', { name: DEVELOPER_API_OPENAPI_PATH })).toHaveAttribute(
      'href',
      DEVELOPER_API_OPENAPI_PATH,
    );
    const workflow = within(ci).getByLabelText('GitHub Actions workflow');
    // The CLI's acceptance test runs these very steps against a portal (decision 0053).
    for (const step of CLI_CI_STEPS) expect(workflow.textContent).toContain(step);
    expect(workflow).not.toHaveTextContent('npx');
    expect(workflow).toHaveTextContent(
      `${API_TOKEN_ENV_VARIABLE}: \${{ secrets.${API_TOKEN_ENV_VARIABLE} }}`,
    );
    const commands = within(ci).getByLabelText('Command line examples');
    for (const command of ['login', 'apps', 'upload', 'status']) {
      expect(commands).toHaveTextContent(`node vmu-portal.mjs ${command}`);
    }
    expect(commands).not.toHaveTextContent('npx');
    expect(within(ci).getByRole('link', { name: '/cli/vmu-portal.mjs' })).toHaveAttribute(
      'href',
      '/cli/vmu-portal.mjs',
    );
    expect(within(ci).getByRole('link', { name: '/cli/SHA256SUMS' })).toHaveAttribute(
      'href',
      '/cli/SHA256SUMS',
    );
  });

  it('has a table of contents linking to every section', () => {
    renderDocs();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    for (const link of within(toc).getAllByRole('link')) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)).not.toBeNull();
    }
    expect(within(toc).getAllByRole('link').length).toBeGreaterThanOrEqual(8);
  });
});
