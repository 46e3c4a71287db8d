import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  monthAfter,
  PAYOUT_STATEMENT_NOT_FOUND,
  PAYOUT_STATEMENTS_CURRENCY_INVALID,
  payoutStatementCsv,
  payoutStatementFilePath,
  payoutStatementsCsv,
  payoutStatementsCsvPath,
  type PayoutStatementFigures,
  type StatementFileFormat,
} from '@vmu/domain';
import { payoutStatement } from '../../../db/schema/payouts';
import { verifiedDeveloper } from '../../../test/app-fixtures';
import {
  seedDeveloperProfile,
  signedInUser,
  type SignedInUser,
} from '../../../test/developer-fixtures';
import { graphqlRequest, testTargets } from '../../../test/harness';
import { pdfTextLines } from '../../../test/pdf-text';
import { statementWithoutSales } from '../../../test/statement-fixtures';
import { useTestApp } from '../../../test/use-test-app';

// Statement files (decision 0039): a closed payout statement downloaded as CSV and as a PDF for an
// accountant, by its developer or staff only.

/** The figures GraphQL's PayoutStatement gives, in the order the CSV writes them. */
const STATEMENT_FIELDS = `month currency unitsSold unitsRefunded gross taxes processingFees refunds
  net developerShare platformShare carriedIn balance minimum status payoutAmount carriedOut dueOn
  paidAt payoutReference`;

describe.each(testTargets())('payout statement files [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;

  /** A verified developer whose profile is written in scripts beyond Latin-1. */
  async function developerAbroad(): Promise<SignedInUser> {
    const dev = await signedInUser(t.app, t.db, { email: email('dev'), name: 'Zoë Ødegård' });
    await seedDeveloperProfile(t.db, dev.id, {
      firstName: 'Zoë',
      lastName: 'Ødegård',
      legalName: 'Zoë Ødegård',
      accountType: 'business',
      companyName: 'Ελένη Παιχνίδια ΙΚΕ',
      businessName: 'Ελένη Παιχνίδια ΙΚΕ',
      address: 'Οδός Ερμού 12',
      city: 'Αθήνα',
      postalCode: '105 63',
      country: 'GR',
      developerStatus: 'verified',
      verifiedAt: new Date(),
    });
    return dev;
  }

  /** A closed month's row, written as the month-close job leaves it. */
  async function insertStatement(values: typeof payoutStatement.$inferInsert) {
    const [row] = await t.db.insert(payoutStatement).values(values).returning();
    if (!row) throw new Error('no statement inserted');
    return row;
  }

  /** October 2026 in EUR, paid: 3 sales of 9.99 with VAT and fees, one refunded, 4.00 carried in. */
  const paidStatement = (developerId: string) =>
    insertStatement({
      developerId,
      month: '2026-10',
      currency: 'EUR',
      saleCount: 3,
      refundCount: 1,
      gross: 2997n,
      taxes: 334n,
      processingFees: 105n,
      refunds: 999n,
      net: 1559n,
      developerShare: 1169n,
      platformShare: 390n,
      carriedIn: 400n,
      balance: 1569n,
      payoutAmount: 1569n,
      carriedOut: 0n,
      minimum: 1250n,
      dueOn: '2026-11-30',
      status: 'PAID',
      provider: 'sandbox',
      payoutReference: 'sandbox_po_1Abc',
      paidAt: new Date('2026-11-20T09:30:00Z'),
    });

  /** November 2026 in GBP: refunds of earlier sales larger than the month's, carried negative. */
  const carriedStatement = (developerId: string) =>
    insertStatement({
      developerId,
      month: '2026-11',
      currency: 'GBP',
      saleCount: 0,
      refundCount: 2,
      gross: 0n,
      taxes: -166n,
      processingFees: 0n,
      refunds: 998n,
      net: -832n,
      developerShare: -624n,
      platformShare: -208n,
      carriedIn: 0n,
      balance: -624n,
      payoutAmount: 0n,
      carriedOut: -624n,
      minimum: 1000n,
      dueOn: '2026-12-30',
      status: 'CARRIED',
    });

  const download = (id: string, format: StatementFileFormat, someone?: SignedInUser) =>
    t.app.inject({
      method: 'GET',
      url: payoutStatementFilePath(id, format),
      headers: someone ? { cookie: someone.cookie } : {},
    });

  /** The statement as the payoutStatement query shows it to `someone`. */
  async function shownStatement(id: string, someone: SignedInUser) {
    const result = await graphqlRequest(
      t.app,
      `{ payoutStatement(id: "${id}") { ${STATEMENT_FIELDS} } }`,
      someone.cookie,
    );
    expect(result.body.errors).toBeUndefined();
    return (result.body.data as { payoutStatement: PayoutStatementFigures }).payoutStatement;
  }

  it("gives the developer their statement's CSV: the figures the payouts query shows", async () => {
    const dev = await developerAbroad();
    const row = await paidStatement(dev.id);

    const response = await download(row.id, 'csv', dev);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="vmu-payout-statement-2026-10-EUR.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toBe(
      'Month,Currency,Units sold,Units refunded,Gross sales,Taxes,Processing fees,Refunds,' +
        'Net revenue,Developer’s share (75%),Platform’s share (25%),Carried in,Balance,Minimum payout,Status,' +
        'Payout amount,Carried out,Due date,Paid at,Payout reference\r\n' +
        '2026-10,EUR,3,1,29.97,3.34,1.05,9.99,15.59,11.69,3.90,4.00,15.69,12.50,Paid,15.69,0.00,' +
        '2026-11-30,2026-11-20T09:30:00Z,sandbox_po_1Abc\r\n',
    );
    expect(response.body).toBe(payoutStatementCsv(await shownStatement(row.id, dev)));
  });

  it('writes a carried month with negative figures and no payout as the query shows it', async () => {
    const dev = await developerAbroad();
    const row = await carriedStatement(dev.id);
    const response = await download(row.id, 'csv', dev);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="vmu-payout-statement-2026-11-GBP.csv"',
    );
    expect(response.body.split('\r\n')[1]).toBe(
      '2026-11,GBP,0,2,0.00,-1.66,0.00,9.98,-8.32,-6.24,-2.08,0.00,-6.24,10.00,Carried,0.00,-6.24,2026-12-30,,',
    );
    expect(response.body).toBe(payoutStatementCsv(await shownStatement(row.id, dev)));
  });

  it('gives the developer an A4 PDF with their name, address and every figure', async () => {
    const dev = await developerAbroad();
    const row = await paidStatement(dev.id);

    const response = await download(row.id, 'pdf', dev);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="vmu-payout-statement-2026-10-EUR.pdf"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // One A4 page (595.28 x 841.89 points), with fonts subset: a few tens of kilobytes.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf.length).toBeLessThan(60_000);

    const lines = pdfTextLines(pdf);
    expect(lines.slice(0, 3)).toEqual([
      'VMU Pro Developers',
      'Payout statement',
      'October 2026 · EUR',
    ]);
    // Who it is for, as their profile says, in their own scripts.
    for (const line of [
      'Zoë Ødegård',
      'Ελένη Παιχνίδια ΙΚΕ',
      'Οδός Ερμού 12',
      '105 63 Αθήνα',
      'Greece',
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines).toEqual(
      expect.arrayContaining([
        row.id,
        'Paid',
        '30 November 2026',
        '20 November 2026 at 09:30 UTC',
        'sandbox_po_1Abc',
        'Units sold 3',
        'Units refunded 1',
        'Gross sales €29.97',
        'Taxes €3.34',
        'Processing fees €1.05',
        'Refunds €9.99',
        'Net revenue €15.59',
        'Developer’s share (75%) €11.69',
        'Platform’s share (25%) €3.90',
        'Carried in from earlier months €4.00',
        'Balance (carried in plus the developer’s share) €15.69',
        'Minimum payout in EUR €12.50',
        'Payout amount €15.69',
        'Carried out to the next month €0.00',
      ]),
    );
    const text = lines.join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('You receive 75% of net revenue');
    expect(text).toContain('a balance of at least €12.50 is paid monthly');
    expect(text).toMatch(/Generated by VMU Pro Developers on \d{1,2} \w+ \d{4} at \d\d:\d\d UTC\./);
  });

  it('prints a carried month in pounds, with negative amounts and nothing paid', async () => {
    const dev = await developerAbroad();
    const row = await carriedStatement(dev.id);
    const response = await download(row.id, 'pdf', dev);
    expect(response.statusCode).toBe(200);
    const lines = pdfTextLines(response.rawPayload);
    expect(lines).toEqual(
      expect.arrayContaining([
        'November 2026 · GBP',
        'Carried to the next month',
        '30 December 2026',
        'Not paid',
        'None',
        'Taxes -£1.66',
        'Net revenue -£8.32',
        'Developer’s share (75%) -£6.24',
        'Minimum payout in GBP £10.00',
        'Payout amount £0.00',
        'Carried out to the next month -£6.24',
      ]),
    );
  });

  it("lets staff download any developer's statement, with that developer's name", async () => {
    const dev = await developerAbroad();
    const row = await paidStatement(dev.id);
    const staff = await signedInUser(t.app, t.db, { email: email('staff'), role: 'admin' });

    const csv = await download(row.id, 'csv', staff);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toBe(payoutStatementCsv(await shownStatement(row.id, dev)));
    const pdf = await download(row.id, 'pdf', staff);
    expect(pdf.statusCode).toBe(200);
    expect(pdfTextLines(pdf.rawPayload)).toContain('Zoë Ødegård');
  });

  it("answers another developer's statement as it answers an unknown one", async () => {
    const owner = await developerAbroad();
    const row = await paidStatement(owner.id);
    const other = await verifiedDeveloper(t.app, t.db, { email: email('other') });

    for (const format of ['csv', 'pdf'] as const) {
      for (const id of [row.id, crypto.randomUUID()]) {
        const response = await download(id, format, other);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: { code: 'NOT_FOUND', message: PAYOUT_STATEMENT_NOT_FOUND },
        });
        expect(response.headers['content-disposition']).toBeUndefined();
      }
    }
  });

  it('asks a visitor who is signed out to sign in', async () => {
    const dev = await developerAbroad();
    const row = await paidStatement(dev.id);
    for (const format of ['csv', 'pdf'] as const) {
      const response = await download(row.id, format);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('refuses accounts outside the developers’ main area', async () => {
    const dev = await developerAbroad();
    const row = await paidStatement(dev.id);
    const customer = await signedInUser(t.app, t.db, { email: email('fan'), role: 'customer' });
    const pending = await signedInUser(t.app, t.db, { email: email('pending') });
    await seedDeveloperProfile(t.db, pending.id, { developerStatus: 'pending' });

    expect((await download(row.id, 'csv', customer)).json()).toMatchObject({
      error: { code: 'STORE_ACCOUNT' },
    });
    const refused = await download(row.id, 'pdf', pending);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'ACCOUNT_NOT_VERIFIED' } });
  });

  it('answers an id that is no statement id with the same 404, never a server error', async () => {
    const dev = await developerAbroad();
    await paidStatement(dev.id);
    const ids = [
      'not-a-uuid',
      '1',
      "1' or '1'='1",
      `${crypto.randomUUID()}x`,
      '00000000-0000-0000-0000-000000000000',
      '%00',
      '..%2F..%2Fhealthz',
    ];
    for (const id of ids) {
      const response = await download(id, 'pdf', dev);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: PAYOUT_STATEMENT_NOT_FOUND },
      });
    }
    // An id longer than any route parameter is refused before the route, as too long a URL.
    const long = await download('x'.repeat(5000), 'csv', dev);
    expect(long.statusCode).toBe(414);
    // Another file than the two is no route at all.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/payouts/statements/${crypto.randomUUID()}/statement.xlsx`,
      headers: { cookie: dev.cookie },
    });
    expect(other.statusCode).toBe(404);
  });

  it("prints the developer's account id when their profile is gone", async () => {
    const staff = await signedInUser(t.app, t.db, { email: email('staff'), role: 'admin' });
    // An account id as better-auth makes them: 32 letters and digits.
    const gone = crypto.randomUUID().replaceAll('-', '');
    const row = await paidStatement(gone);
    const response = await download(row.id, 'pdf', staff);
    expect(response.statusCode).toBe(200);
    expect(pdfTextLines(response.rawPayload)).toEqual(
      expect.arrayContaining(['Developer account', gone, '(profile no longer on file)']),
    );
  });

  describe('export of all statements', () => {
    const exportOf = (someone: SignedInUser | undefined, query = '') =>
      t.app.inject({
        method: 'GET',
        url: `${payoutStatementsCsvPath()}${query}`,
        headers: someone ? { cookie: someone.cookie } : {},
      });

    /** The statements the /payouts screen lists, as the payouts query gives them. */
    async function listedStatements(someone: SignedInUser, currency?: string) {
      const filter = currency ? `currency: ${currency}, ` : '';
      const result = await graphqlRequest(
        t.app,
        `{ payouts { statements(${filter}first: 60) { items { ${STATEMENT_FIELDS} } nextToken } } }`,
        someone.cookie,
      );
      expect(result.body.errors).toBeUndefined();
      const { statements } = (
        result.body.data as {
          payouts: { statements: { items: PayoutStatementFigures[]; nextToken: string | null } };
        }
      ).payouts;
      expect(statements.nextToken).toBeNull();
      return statements.items;
    }

    it('gives a developer all their statements, newest first, as the screen lists them', async () => {
      const dev = await developerAbroad();
      await paidStatement(dev.id);
      await carriedStatement(dev.id);
      const other = await developerAbroad();
      await paidStatement(other.id);

      const response = await exportOf(dev);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="vmu-payout-statements-2026-10-to-2026-11.csv"',
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      const lines = response.body.split('\r\n');
      expect(lines).toHaveLength(4);
      expect(lines[1]).toMatch(/^2026-11,GBP,/);
      expect(lines[2]).toMatch(/^2026-10,EUR,/);
      expect(response.body).toBe(payoutStatementsCsv(await listedStatements(dev)));

      const euros = await exportOf(dev, '?currency=EUR');
      expect(euros.statusCode).toBe(200);
      expect(euros.headers['content-disposition']).toBe(
        'attachment; filename="vmu-payout-statements-2026-10-EUR.csv"',
      );
      expect(euros.body).toBe(payoutStatementsCsv(await listedStatements(dev, 'EUR')));
      expect(euros.body.split('\r\n')).toHaveLength(3);
    });

    it('reads every page of a long history', async () => {
      const dev = await developerAbroad();
      // 62 months of EUR without sales: more than the largest page the list reads at once.
      let month = '2020-01';
      const months: string[] = [];
      for (let i = 0; i < 62; i += 1, month = monthAfter(month)) months.push(month);
      await t.db
        .insert(payoutStatement)
        .values(months.map((m) => statementWithoutSales(dev.id, m, '2026-01-30')));
      const response = await exportOf(dev);
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.body.trimEnd().split('\r\n').slice(1);
      expect(rows.map((row) => row.slice(0, 7))).toEqual([...months].reverse());
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="vmu-payout-statements-2020-01-to-2025-02-EUR.csv"',
      );
    });

    it('is a header alone without statements, and refuses the signed out and unknown currencies', async () => {
      const dev = await developerAbroad();
      const empty = await exportOf(dev);
      expect(empty.statusCode).toBe(200);
      expect(empty.body).toBe(payoutStatementsCsv([]));
      expect(empty.headers['content-disposition']).toBe(
        'attachment; filename="vmu-payout-statements.csv"',
      );

      expect((await exportOf(undefined)).statusCode).toBe(401);
      for (const query of ['?currency=JPY', '?currency=', '?currency=eur']) {
        const refused = await exportOf(dev, query);
        expect(refused.statusCode, query).toBe(400);
        expect(refused.json()).toEqual({
          error: { code: 'INVALID_REQUEST', message: PAYOUT_STATEMENTS_CURRENCY_INVALID },
        });
      }
    });
  });
});
