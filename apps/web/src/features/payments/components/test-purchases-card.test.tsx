import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { payoutKeys } from '@/lib/api/query-keys';
import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { expectNoAxeViolations } from '@/testing/axe';
import { sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { RefundSandboxPurchaseMutation } from '../api/refund-sandbox-purchase';
import { purchaseAnswer, saleAnswer, serveSales } from '@/testing/sales';
import { SalesLedgerCard } from './sales-ledger-card';
import {
  MORE_PURCHASES_NOT_LOADED,
  NO_TEST_PURCHASES,
  PURCHASE_NOT_REFUNDED,
  PURCHASE_REFUNDED,
  TestPurchasesCard,
} from './test-purchases-card';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

beforeEach(() => {
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

const purchasesTable = () => screen.findByRole('table', { name: 'Test purchases' });

describe('Test purchases', () => {
  it('lists each purchase with its buyer, price and status; only a completed one has Refund', async () => {
    serveSales({
      purchases: [
        purchaseAnswer(),
        purchaseAnswer({
          purchaseId: 'purchase-2',
          status: 'REFUNDED',
          appName: 'Moon Miner',
          priceMinor: 999,
          currency: 'GBP',
          buyerName: 'Bo',
          buyerEmail: 'bo@example.com',
        }),
        purchaseAnswer({ purchaseId: 'purchase-3', status: 'PENDING', buyerName: 'Cy' }),
      ],
      ledger: [],
    });
    renderScreen(
      <main>
        <TestPurchasesCard />
      </main>,
    );
    const rows = within(await purchasesTable()).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Star Hopper');
    expect(rows[1]).toHaveTextContent('ann@example.com');
    expect(rows[1]).toHaveTextContent('€4.99');
    expect(rows[1]).toHaveTextContent('Completed');
    expect(rows[2]).toHaveTextContent('£9.99');
    expect(rows[2]).toHaveTextContent('Refunded');
    expect(rows[3]).toHaveTextContent('Pending');
    expect(
      screen.getAllByRole('button', { name: /^Refund / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Refund Star Hopper purchase by Ann']);
    await expectNoAxeViolations();
  });

  it('refunds after confirming: the toast, and both lists show the refund', async () => {
    const sale = saleAnswer();
    serveSales({ purchases: [purchaseAnswer()], ledger: [sale], saleOf: { 'purchase-1': sale } });
    const sent = sentVariables(RefundSandboxPurchaseMutation);
    const { queryClient } = renderScreen(
      <main>
        <TestPurchasesCard />
        <SalesLedgerCard />
      </main>,
      // This month's payouts, as /payouts left them earlier in the session.
      { cached: [[payoutKeys.summary, { blocker: null }]] },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Refund Star Hopper purchase by Ann' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund purchase' });
    expect(dialog).toHaveTextContent('Ann (ann@example.com) gets €4.99 back for Star Hopper');
    await expectNoAxeViolations();
    // Cancel sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Refund Star Hopper purchase by Ann' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(PURCHASE_REFUNDED));
    expect(sent).toEqual([{ purchaseId: 'purchase-1' }]);
    // The refund changed this month's payout figures: /payouts reads them again.
    expect(queryClient.getQueryState(payoutKeys.summary)?.isInvalidated).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(await purchasesTable()).findByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refund / })).not.toBeInTheDocument();
    const ledgerRows = await within(
      screen.getByRole('table', { name: 'Sales ledger' }),
    ).findAllByRole('row');
    expect(ledgerRows.map((row) => row.querySelectorAll('td')[1]?.textContent)).toEqual([
      undefined,
      'Refund',
      'Sale',
    ]);
  });

  it('says the server’s refusal in the dialog and as a toast', async () => {
    const refusal = new GraphQLRequestError(
      'NOT_REFUNDABLE',
      'Only a completed purchase can be refunded.',
      409,
    );
    serveSales({ purchases: [purchaseAnswer()], ledger: [], refuseRefund: refusal });
    renderScreen(<TestPurchasesCard />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Refund Star Hopper purchase by Ann' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }),
    );
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      refusal.message,
    );
    expect(toast.error).toHaveBeenCalledWith(PURCHASE_NOT_REFUNDED, {
      description: refusal.message,
    });
  });

  it('keeps the loaded purchases when a later page fails, and says so under them', async () => {
    const purchases = ['a', 'b', 'c'].map((id) =>
      purchaseAnswer({ purchaseId: id, buyerName: `Buyer ${id}` }),
    );
    serveSales({ purchases, ledger: [], pageSize: 2, failLaterPages: true });
    renderScreen(<TestPurchasesCard />);
    const table = await purchasesTable();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MORE_PURCHASES_NOT_LOADED);
    expect(table).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('says how to get a first purchase when there is none', async () => {
    serveSales({ purchases: [], ledger: [] });
    renderScreen(<TestPurchasesCard />);
    expect(await screen.findByText(NO_TEST_PURCHASES)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
