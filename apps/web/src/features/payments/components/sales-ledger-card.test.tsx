import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { SalesLedgerQuery } from '../api/list-sales-ledger';
import { refundOf, saleAnswer, serveSales } from '@/testing/sales';
import { MORE_LEDGER_NOT_LOADED, NO_SALES, SalesLedgerCard } from './sales-ledger-card';

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Sales ledger', () => {
  it('shows a sale and its refund in the row’s currency, the refund negative', async () => {
    const sale = saleAnswer({ tax: 83, net: 416, developerShare: 312 });
    serveSales({ purchases: [], ledger: [refundOf(sale), sale] });
    renderScreen(
      <main>
        <SalesLedgerCard />
      </main>,
    );
    const table = await screen.findByRole('table', { name: 'Sales ledger' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Date',
      'Kind',
      'App',
      'Version',
      'Gross',
      'Tax',
      'Fee',
      'Refund',
      'Net',
      'Your share',
      'Reference',
    ]);
    const [, refundRow, saleRow] = within(table).getAllByRole('row');
    expect(cellsOf(saleRow!).slice(1)).toEqual([
      'Sale',
      'Star Hopper',
      '1.0.0',
      '€4.99',
      '€0.83',
      '€0.00',
      '€0.00',
      '€4.16',
      '€3.12',
      'cs_sandbox_1',
    ]);
    expect(cellsOf(refundRow!).slice(1)).toEqual([
      'Refund',
      'Star Hopper',
      '1.0.0',
      '€0.00',
      '-€0.83',
      '€0.00',
      '-€4.99',
      '-€4.16',
      '-€3.12',
      're_cs_sandbox_1',
    ]);
    await expectNoAxeViolations();
  });

  it('loads more while there is a next page', async () => {
    const ledger = ['a', 'b', 'c'].map((id) => saleAnswer({ id, providerReference: `cs_${id}` }));
    serveSales({ purchases: [], ledger, pageSize: 2 });
    const sent = sentVariables(SalesLedgerQuery);
    renderScreen(<SalesLedgerCard />);
    const table = await screen.findByRole('table', { name: 'Sales ledger' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(screen.getByText('cs_c')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(sent.map((variables) => variables.nextToken)).toEqual([null, '2']);
  });

  it('keeps the loaded rows when a later page fails, and says so under them', async () => {
    const ledger = ['a', 'b', 'c'].map((id) => saleAnswer({ id, providerReference: `cs_${id}` }));
    serveSales({ purchases: [], ledger, pageSize: 2, failLaterPages: true });
    renderScreen(<SalesLedgerCard />);
    const table = await screen.findByRole('table', { name: 'Sales ledger' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MORE_LEDGER_NOT_LOADED);
    expect(table).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('says when there are no sales', async () => {
    serveSales({ purchases: [], ledger: [] });
    renderScreen(<SalesLedgerCard />);
    expect(await screen.findByText(NO_SALES)).toBeInTheDocument();
  });
});
