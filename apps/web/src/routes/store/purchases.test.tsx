import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORE_API_PURCHASES_PATH, type AccountPurchase, type CatalogueApp } from '@vmu/domain';
import { BecomeDeveloperMutation } from '@/features/store/api/become-developer';
import {
  MORE_PURCHASES_NOT_LOADED,
  NO_PURCHASES,
} from '@/features/store/components/purchases-screen';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer, server } from '@/testing/graphql';
import { expectLocation, renderScreen } from '@/testing/render';
import { signedInAs, viewer } from '@/testing/viewer';
import { Component as Purchases } from './purchases';

const app = (n: number): CatalogueApp => ({
  bundleIdentifier: `com.example.game${n}`,
  name: `Game ${n}`,
  developerName: 'Ada Games',
  type: 'game',
  shortDescription: 'A game.',
  price: { amountMinor: 499, currency: 'EUR' },
  pegiRating: null,
  version: '1.0.0',
  packageSize: 1024,
  downloads: 1,
  publishedAt: '2026-01-10T12:00:00.000Z',
  updatedAt: '2026-01-10T12:00:00.000Z',
  webIconUrl: null,
  webIconSrcSet: null,
  vmuIconUrl: null,
  storeUrl: `http://localhost/store/apps/com.example.game${n}`,
});

const purchase = (n: number, overrides: Partial<AccountPurchase> = {}): AccountPurchase => ({
  purchaseId: `0b7f3c1e-1111-4222-8333-94444555566${n}`,
  status: 'COMPLETED',
  price: { amountMinor: 499, currency: 'EUR' },
  purchasedAt: '2026-11-01T10:00:00.000Z',
  refundedAt: null,
  inStore: true,
  downloadable: true,
  app: app(n),
  ...overrides,
});

function answerPurchases(
  pages: Record<string, { purchases: AccountPurchase[]; next: string | null }>,
) {
  server.use(
    http.get(STORE_API_PURCHASES_PATH, ({ request }) => {
      const page = pages[new URL(request.url).searchParams.get('cursor') ?? ''];
      return HttpResponse.json({
        purchases: page?.purchases ?? [],
        nextCursor: page?.next ?? null,
      });
    }),
  );
}

const open = () =>
  renderScreen(
    <main>
      <Purchases />
    </main>,
    { url: '/store/purchases', path: '/store/purchases' },
  );

describe('/store/purchases', () => {
  it("lists the account's purchases, with Download on what it may still download, a page at a time", async () => {
    signedInAs(viewer({ role: 'CUSTOMER' }));
    const second = purchase(2, {
      status: 'REFUNDED',
      refundedAt: '2026-11-03T10:00:00.000Z',
    });
    answerPurchases({
      '': { purchases: [purchase(1), second], next: second.purchaseId },
      [second.purchaseId]: {
        purchases: [
          purchase(3, { inStore: false, downloadable: false }),
          // Unpublished by its developer: still the buyer's to download (decision 0047).
          purchase(4, { inStore: false, downloadable: true }),
        ],
        next: null,
      },
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Purchases' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Download Game 1' })).toBeVisible();
    expect(screen.getByText(/Refunded 3 November 2026/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download Game 2' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Game 3' })).toBeVisible();
    expect(screen.getAllByText('No longer in the store.')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Download Game 3' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Game 4' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('keeps the loaded purchases when a later page fails, and says so under them', async () => {
    signedInAs(viewer({ role: 'CUSTOMER' }));
    const first = purchase(1);
    server.use(
      http.get(STORE_API_PURCHASES_PATH, ({ request }) =>
        new URL(request.url).searchParams.get('cursor')
          ? HttpResponse.json({ error: 'Down' }, { status: 500 })
          : HttpResponse.json({ purchases: [first], nextCursor: first.purchaseId }),
      ),
    );
    open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MORE_PURCHASES_NOT_LOADED);
    expect(screen.getByRole('button', { name: 'Download Game 1' })).toBeVisible();
  });

  it('says when nothing was bought, and lets a store account become a developer', async () => {
    signedInAs(viewer({ role: 'CUSTOMER' }));
    answerPurchases({});
    answer(BecomeDeveloperMutation, () => ({ becomeDeveloper: { id: '1', role: 'DEVELOPER' } }));
    open();
    expect(await screen.findByText(NO_PURCHASES)).toBeVisible();
    const become = await screen.findByRole('button', { name: 'Become a developer' });
    await expectNoAxeViolations();
    await userEvent.setup().click(become);
    await expectLocation('/onboarding/country');
  });

  it('does not offer a developer to become one', async () => {
    signedInAs(viewer());
    answerPurchases({});
    open();
    expect(await screen.findByText(NO_PURCHASES)).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Become a developer' })).toBeNull(),
    );
  });
});
