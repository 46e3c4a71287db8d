import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '@/lib/graphql';
import { formatDate, formatDay, formatMinorMoney } from '@/lib/format';
import { expectNoAxeViolations } from '@/testing/axe';
import { sentVariables } from '@/testing/graphql';
import { servePayouts, statementAnswer, type FakePayoutsServer } from '@/testing/payouts';
import { expectLocation, renderScreen } from '@/testing/render';
import { PayoutStatementsQuery } from '../api/list-payout-statements';
import { NOTHING_THIS_MONTH } from './current-month';
import { BLOCKER_TITLES, OUTSIDE_EU_UK_NEXT_STEP } from './payout-blocker-notice';
import { PAYOUT_RULE } from './payout-rules';
import { PAYOUTS_NOT_LOADED, PayoutsScreen } from './payouts-screen';
import {
  MORE_STATEMENTS_NOT_LOADED,
  NO_STATEMENTS,
  noStatementsIn,
  STATEMENTS_NOT_LOADED,
} from './statements-section';

// The server's words for what blocks payouts: the screen shows them as they come.
const NEEDS_SETUP = 'Set up payments to receive payouts.';
const OUTSIDE_EU_UK = 'Payouts are made to developers in the EU and UK only.';

const eur = (amount: number) => formatMinorMoney(amount, 'EUR');
const gbp = (amount: number) => formatMinorMoney(amount, 'GBP');

// October: EUR 4.50 sold, carried (below EUR 12.50). November: EUR 20.00 more, paid with what
// October carried. GBP: 12.00 sold in November, due. December (in progress): a EUR refund
// larger than its sales leaves a negative balance.
const OCTOBER_EUR = statementAnswer({
  month: '2026-10',
  currency: 'EUR',
  gross: 450,
  unitsSold: 1,
});
const NOVEMBER_EUR = statementAnswer({
  month: '2026-11',
  currency: 'EUR',
  gross: 2000,
  unitsSold: 4,
  carriedIn: OCTOBER_EUR.carriedOut,
  paid: { at: '2026-12-12T09:30:00.000Z', reference: 'tr_sandbox_42' },
});
const NOVEMBER_GBP = statementAnswer({
  month: '2026-11',
  currency: 'GBP',
  gross: 1400,
  taxes: 100,
  processingFees: 40,
  unitsSold: 2,
});
const DECEMBER_EUR = statementAnswer({
  month: '2026-12',
  currency: 'EUR',
  gross: 450,
  refunds: 2000,
  unitsSold: 1,
  unitsRefunded: 4,
  inProgress: true,
});
const STATEMENTS = [NOVEMBER_GBP, NOVEMBER_EUR, OCTOBER_EUR];

function showPayouts(payouts: FakePayoutsServer, url = '/payouts') {
  servePayouts(payouts);
  const sent = sentVariables(PayoutStatementsQuery);
  const view = renderScreen(
    <main>
      <PayoutsScreen />
    </main>,
    { url },
  );
  return { ...view, sent };
}

const statementsTable = () => screen.findByRole('table', { name: /^Payout statements/ });

/** The cells of a statement's row, as text. */
function cellsOf(row: HTMLElement) {
  return [...row.querySelectorAll(':scope > th, :scope > td')].map((cell) =>
    // The phone's column names are hidden from everyone but a phone's eyes.
    [...cell.childNodes]
      .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden')))
      .map((node) => node.textContent)
      .join(''),
  );
}

const rowOf = (table: HTMLElement, name: RegExp) =>
  within(table).getByRole('button', { name }).closest('tr')!;

describe('Payouts', () => {
  it('shows the rule and the month in progress', async () => {
    showPayouts({ currentMonth: [DECEMBER_EUR] });
    expect(await screen.findByText(NO_STATEMENTS)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Payouts',
    ]);

    // The rule in one line and each currency's minimum.
    expect(screen.getByText(PAYOUT_RULE)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Minimum payouts' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`GBP ${gbp(1000)}`, `EUR ${eur(1250)}`, `USD ${formatMinorMoney(1450, 'USD')}`]);

    // This month so far: refunds larger than sales, a negative balance that would be carried.
    const december = within(screen.getByRole('region', { name: 'EUR' }));
    expect(DECEMBER_EUR.balance).toBeLessThan(0);
    expect(december.getByText('Would be carried')).toBeInTheDocument();
    const figure = (scope: typeof december, label: string) =>
      scope.getByText(label, { selector: 'dt' }).nextSibling?.textContent;
    expect(figure(december, 'Net revenue')).toBe(eur(450 - 2000));
    expect(figure(december, 'Net revenue')).toMatch(/^-/);
    expect(figure(december, 'Developer’s share (75%)')).toBe(eur(DECEMBER_EUR.developerShare));
    expect(figure(december, 'Balance')).toBe(eur(DECEMBER_EUR.balance));
    expect(figure(december, 'Balance')).toMatch(/^-/);
    expect(screen.getByText(/^December 2026 until now/)).toHaveTextContent(formatDay('2027-01-01'));
    await expectNoAxeViolations();
  });

  it('lists the closed statements, newest first, each in its own currency', async () => {
    showPayouts({ statements: STATEMENTS });
    const table = await statementsTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Month',
      'Currency',
      'Net',
      'Your share',
      'Carried in',
      'Balance',
      'Status',
      'Download',
    ]);
    expect(cellsOf(rowOf(table, /^November 2026, GBP/))).toEqual([
      'November 2026',
      'GBP',
      gbp(1260),
      gbp(945),
      gbp(0),
      gbp(945),
      'Carried',
      'CSVPDF',
    ]);
    expect(cellsOf(rowOf(table, /^November 2026, EUR/)).slice(2, 7)).toEqual([
      eur(2000),
      eur(1500),
      eur(338),
      eur(1838),
      `Paid ${formatDate('2026-12-12T09:30:00.000Z')}Ref. tr_sandbox_42`,
    ]);
    expect(cellsOf(rowOf(table, /^October 2026, EUR/))[6]).toBe('Carried');

    // Each statement's files: plain links to the server's routes.
    const csv = within(table).getByRole('link', {
      name: 'Download CSV of the November 2026 EUR statement',
    });
    expect(csv).toHaveAttribute('href', `/api/payouts/statements/${NOVEMBER_EUR.id}/statement.csv`);
    expect(csv).toHaveAttribute('download');
    expect(
      within(table).getByRole('link', { name: 'Download PDF of the November 2026 EUR statement' }),
    ).toHaveAttribute('href', `/api/payouts/statements/${NOVEMBER_EUR.id}/statement.pdf`);
    // All of them at once, as the server writes the file.
    const exportAll = screen.getByRole('link', { name: 'Export CSV of all statements' });
    expect(exportAll).toHaveAttribute('href', '/api/payouts/statements.csv');
    expect(exportAll).toHaveAttribute('download');
    await expectNoAxeViolations();
  });

  it('opens a month to its full statement, and closes it again', async () => {
    showPayouts({ statements: STATEMENTS });
    const table = await statementsTable();
    const november = within(table).getByRole('button', { name: /^November 2026, EUR/ });
    expect(november).toHaveAttribute('aria-expanded', 'false');
    expect(november).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('region', { name: 'November 2026 EUR statement' })).toBeNull();

    await userEvent.click(november);
    expect(november).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByRole('region', { name: 'November 2026 EUR statement' });
    expect(november).toHaveAttribute('aria-controls', details.closest('tr')!.id);
    const figures = Object.fromEntries(
      within(details)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextSibling?.textContent]),
    );
    expect(figures).toEqual({
      'Units sold': '4',
      'Units refunded': '0',
      'Gross sales': eur(2000),
      'Less taxes': eur(0),
      'Less processing fees': eur(0),
      'Less refunds': eur(0),
      'Net revenue': eur(2000),
      'Developer’s share (75%)': eur(1500),
      'Platform’s share (25%)': eur(500),
      'Carried in': eur(338),
      'Plus developer’s share (75%)': eur(1500),
      Balance: eur(1838),
      'Minimum payout': eur(1250),
      Payout: eur(1838),
      'Carried out': eur(0),
      'Due by': formatDay('2026-12-30'),
      'Paid on': formatDate('2026-12-12T09:30:00.000Z'),
      'Payout reference': 'tr_sandbox_42',
    });
    expect(details).toHaveTextContent(
      `${eur(1838)} paid on ${formatDate('2026-12-12T09:30:00.000Z')}, reference tr_sandbox_42.`,
    );
    await expectNoAxeViolations();

    // A carried month has no due date to show.
    await userEvent.click(within(table).getByRole('button', { name: /^October 2026, EUR/ }));
    const october = screen.getByRole('region', { name: 'October 2026 EUR statement' });
    expect(within(october).queryByText('Due by')).toBeNull();
    expect(october).toHaveTextContent(`Below the ${eur(1250)} minimum`);

    await userEvent.click(november);
    expect(november).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'November 2026 EUR statement' })).toBeNull();
  });

  it('shows one currency’s statements when it is chosen, kept in the URL', async () => {
    const { sent } = showPayouts({ statements: STATEMENTS });
    await statementsTable();
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await expectLocation('/payouts?currency=EUR');
    const table = await screen.findByRole('table', { name: /^Payout statements in EUR/ });
    await vi.waitFor(() => expect(within(table).getAllByRole('button')).toHaveLength(2));
    expect(sent.map((variables) => variables.currency ?? null)).toEqual([null, 'EUR']);
    expect(screen.getByRole('link', { name: 'Export CSV of the EUR statements' })).toHaveAttribute(
      'href',
      '/api/payouts/statements.csv?currency=EUR',
    );

    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'USD');
    expect(await screen.findByText(noStatementsIn('USD'))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Export/ })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'All currencies');
    await expectLocation('/payouts');
    expect(await screen.findByRole('table', { name: /^Payout statements, newest/ })).toBeVisible();
  });

  it('opens a shared link with its currency', async () => {
    const { sent } = showPayouts({ statements: STATEMENTS }, '/payouts?currency=GBP');
    const table = await screen.findByRole('table', { name: /^Payout statements in GBP/ });
    expect(
      within(table)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['November 2026, GBP statement']);
    expect(screen.getByLabelText('Currency')).toHaveValue('GBP');
    expect(sent).toEqual([{ currency: 'GBP', after: null }]);
  });

  it('loads more statements while there are more', async () => {
    const { sent } = showPayouts({ statements: STATEMENTS, pageSize: 2 });
    const table = await statementsTable();
    expect(within(table).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(within(table).getAllByRole('button')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(sent.map((variables) => variables.after)).toEqual([null, '2']);
  });

  it('says when there is nothing yet, with no empty table', async () => {
    showPayouts({});
    expect(await screen.findByText(NO_STATEMENTS)).toBeInTheDocument();
    expect(screen.getByText(NOTHING_THIS_MONTH)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    // Nothing to filter or export yet.
    expect(screen.queryByLabelText('Currency')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Export/ })).toBeNull();
    await expectNoAxeViolations();
  });

  it('sends a developer without a payment account to set one up, and shows nothing empty', async () => {
    showPayouts({ blocker: 'NO_CONNECTED_ACCOUNT', blockerMessage: NEEDS_SETUP });
    expect(
      await screen.findByRole('heading', { name: BLOCKER_TITLES.NO_CONNECTED_ACCOUNT }),
    ).toBeInTheDocument();
    expect(screen.getByText(NEEDS_SETUP)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up payments' })).toHaveAttribute(
      'href',
      '/payments',
    );
    // The rule still applies once set up; nothing pretends there is a month or a statement.
    expect(screen.getByText(PAYOUT_RULE)).toBeInTheDocument();
    await vi.waitFor(() => expect(sentVariables(PayoutStatementsQuery)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'This month so far' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Statements' })).toBeNull();
    expect(screen.queryByText(NO_STATEMENTS)).toBeNull();
    await expectNoAxeViolations();
  });

  it('keeps showing what was earned while the payment account is being verified', async () => {
    showPayouts({
      blocker: 'PAYOUTS_NOT_ENABLED',
      blockerMessage: 'Verify your account.',
      currentMonth: [DECEMBER_EUR],
      statements: [OCTOBER_EUR],
    });
    expect(await statementsTable()).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: BLOCKER_TITLES.PAYOUTS_NOT_ENABLED }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Payment Setup' })).toHaveAttribute(
      'href',
      '/payments',
    );
    expect(screen.getByRole('heading', { name: 'This month so far' })).toBeInTheDocument();
  });

  it('tells a developer outside the EU and UK why there are no payouts and what to do', async () => {
    showPayouts({ blocker: 'NOT_ELIGIBLE_COUNTRY', blockerMessage: OUTSIDE_EU_UK });
    expect(
      await screen.findByRole('heading', { name: BLOCKER_TITLES.NOT_ELIGIBLE_COUNTRY }),
    ).toBeInTheDocument();
    expect(screen.getByText(OUTSIDE_EU_UK)).toBeInTheDocument();
    expect(screen.getByText(OUTSIDE_EU_UK_NEXT_STEP)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('link', { name: 'Set up payments' })).toBeNull();
    // No rule, minimums, month or table that cannot apply.
    expect(screen.queryByText(PAYOUT_RULE)).toBeNull();
    await vi.waitFor(() => expect(sentVariables(PayoutStatementsQuery)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'This month so far' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    await expectNoAxeViolations();
  });

  it('says when the payouts could not be loaded, and loads them again on Retry', async () => {
    let refuse = true;
    showPayouts({
      statements: STATEMENTS,
      summary: () => {
        if (refuse) throw new GraphQLRequestError('INTERNAL_SERVER_ERROR', 'Down', 500);
        return {
          payouts: { blocker: null, blockerMessage: null, minimums: [], currentMonth: [] },
        };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYOUTS_NOT_LOADED);
    expect(screen.queryByRole('table')).toBeNull();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await statementsTable()).toBeInTheDocument();
  });

  it('says when the statements could not be loaded, or no more of them', async () => {
    let pages = 0;
    showPayouts({
      statementPages: ({ after }) => {
        pages += 1;
        if (after) throw new GraphQLRequestError('INTERNAL_SERVER_ERROR', 'Down', 500);
        if (pages === 1) throw new GraphQLRequestError('INTERNAL_SERVER_ERROR', 'Down', 500);
        return { payouts: { statements: { items: [OCTOBER_EUR], nextToken: '1' } } };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(STATEMENTS_NOT_LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await statementsTable()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MORE_STATEMENTS_NOT_LOADED);
    expect(await statementsTable()).toBeInTheDocument();
  });
});
