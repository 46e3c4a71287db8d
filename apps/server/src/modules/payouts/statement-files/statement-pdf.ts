import PDFDocument from 'pdfkit';
import {
  countryName,
  minorUnitsAsDecimal,
  PAYOUT_SCHEDULE_TEXT,
  PAYOUT_STATUS_WORDS,
  MONEY_FIGURE_LABELS,
  REVENUE_SHARE,
  type PayoutStatementFigures,
  type StatementAmount,
} from '@vmu/domain';
import type { StatementDeveloper } from './find-statement-developer';
import { fontRunsOf, type StatementFonts } from './statement-fonts';

// The statement as an A4 PDF a developer can give an accountant (decision 0039): who it is for, the
// month's figures in a table, where its payout stands, and how the share and the minimum work.

const PORTAL_NAME = 'VMU Pro Developers';
/** A UK company's statement: British dates and currency formats. */
const LOCALE = 'en-GB';

const MARGIN = 56;
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#c8c8c8';

export type StatementPdfInput = {
  id: string;
  statement: PayoutStatementFigures;
  /** Null when the developer's profile is gone (a deleted account's statements are kept). */
  developer: StatementDeveloper | null;
  developerId: string;
  generatedAt: Date;
  fonts: StatementFonts;
  /** Tests read the text of an uncompressed file; a download is always compressed. */
  compress?: boolean;
};

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in its currency's own format ('€1,234.56', '-£6.24'), exact: formatted from its decimal text. */
export function statementMoney(amount: StatementAmount, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(minorUnitsAsDecimal(amount) as Intl.StringNumericLiteral);
}

const monthWords = new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayWords = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' });
const timeWords = new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short', timeZone: 'UTC' });
const countWords = new Intl.NumberFormat(LOCALE);

/** 'October 2026'. */
const monthText = (month: string) => monthWords.format(new Date(`${month}-01T00:00:00Z`));
/** '30 November 2026' of a YYYY-MM-DD day or a moment (in UTC). */
const dayText = (day: string | Date) =>
  dayWords.format(typeof day === 'string' ? new Date(`${day}T00:00:00Z`) : day);
/** '20 November 2026 at 09:30 UTC'. */
const momentText = (moment: Date | string) => {
  const date = new Date(moment);
  return `${dayText(date)} at ${timeWords.format(date)} UTC`;
};

/** Where the payout stands; the due and paid dates are on lines of their own. */
const statusText = (statement: PayoutStatementFigures) =>
  statement.status === 'CARRIED'
    ? `${PAYOUT_STATUS_WORDS.CARRIED} to the next month`
    : PAYOUT_STATUS_WORDS[statement.status];

/** The figure lines of the table: a label, the amount's text, and whether it is a total. */
function figureLines(s: PayoutStatementFigures): [string, string, boolean][] {
  const money = (amount: StatementAmount) => statementMoney(amount, s.currency);
  return [
    ['Units sold', countWords.format(s.unitsSold), false],
    ['Units refunded', countWords.format(s.unitsRefunded), false],
    // The money figures by their one name, in their one order (the domain's money/figures.ts).
    [MONEY_FIGURE_LABELS.grossSales, money(s.gross), false],
    [MONEY_FIGURE_LABELS.taxes, money(s.taxes), false],
    [MONEY_FIGURE_LABELS.paymentFees, money(s.processingFees), false],
    [MONEY_FIGURE_LABELS.refunds, money(s.refunds), false],
    [MONEY_FIGURE_LABELS.net, money(s.net), true],
    [MONEY_FIGURE_LABELS.developerShare, money(s.developerShare), true],
    [MONEY_FIGURE_LABELS.platformShare, money(s.platformShare), false],
    ['Carried in from earlier months', money(s.carriedIn), false],
    ['Balance (carried in plus the developer’s share)', money(s.balance), true],
    [`Minimum payout in ${s.currency}`, money(s.minimum), false],
    ['Payout amount', money(s.payoutAmount), true],
    ['Carried out to the next month', money(s.carriedOut), false],
  ];
}

/** The rule behind the figures, in one line. */
function shareAndMinimumText(s: PayoutStatementFigures): string {
  const { developerPercent, platformPercent } = REVENUE_SHARE;
  return (
    `You receive ${developerPercent}% of net revenue (gross sales less taxes, processing fees and ` +
    `refunds) and the platform ${platformPercent}%; a balance of at least ` +
    `${statementMoney(s.minimum, s.currency)} is paid ${PAYOUT_SCHEDULE_TEXT}, ` +
    'a smaller or negative one is carried to the next month.'
  );
}

/** The developer's lines: legal name, the business's name when it differs, the address, the country. */
function developerLines(developer: StatementDeveloper | null, developerId: string): string[] {
  if (!developer) return ['Developer account', developerId, '(profile no longer on file)'];
  const place = [developer.postalCode, developer.city].filter(Boolean).join(' ');
  return [
    developer.legalName,
    ...(developer.businessName && developer.businessName !== developer.legalName
      ? [developer.businessName]
      : []),
    ...(developer.address ? [developer.address] : []),
    ...(place ? [place] : []),
    countryName(developer.country),
  ];
}

/** Text the developer wrote, each script in a face that has it; wraps within `width`. */
function writeDeveloperText(
  doc: PDFKit.PDFDocument,
  text: string,
  fonts: StatementFonts,
  at: { x: number; width: number },
) {
  const runs = fontRunsOf(text, fonts.cjk !== null);
  doc.x = at.x;
  runs.forEach((run, index) => {
    doc.font(run.face);
    doc.text(run.text, { width: at.width, continued: index < runs.length - 1 });
  });
}

/** A small grey caption above a block. */
function caption(doc: PDFKit.PDFDocument, text: string, at: { x: number; width: number }) {
  doc.font('bold').fontSize(8).fillColor(MUTED);
  doc.text(text.toUpperCase(), at.x, doc.y, { width: at.width, characterSpacing: 0.6 });
  doc.moveDown(0.3).fillColor(INK).fontSize(10);
}

/** A label and its value, one under the other. */
function detail(
  doc: PDFKit.PDFDocument,
  label: string,
  value: string,
  at: { x: number; width: number },
) {
  doc.font('regular').fontSize(8).fillColor(MUTED).text(label, at.x, doc.y, { width: at.width });
  doc.font('regular').fontSize(10).fillColor(INK).text(value, at.x, doc.y, { width: at.width });
  doc.moveDown(0.35);
}

/** The statement as a PDF file's bytes. */
export async function renderStatementPdf(input: StatementPdfInput): Promise<Buffer> {
  const { statement: s, fonts } = input;
  const title = `Payout statement ${s.month} ${s.currency}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: input.compress ?? true,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: title,
      Author: PORTAL_NAME,
      Subject: `Payout statement of ${monthText(s.month)} in ${s.currency}`,
      CreationDate: input.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  if (fonts.cjk) doc.registerFont('cjk', fonts.cjk);

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const column = { gap: 24, left: { x: left, width: width * 0.5 } };
  const right = {
    x: left + column.left.width + column.gap,
    width: width - column.left.width - column.gap,
  };

  // Heading.
  doc.font('bold').fontSize(10).fillColor(MUTED).text(PORTAL_NAME, left, MARGIN);
  doc.font('bold').fontSize(22).fillColor(INK).text('Payout statement').moveDown(0.1);
  doc
    .font('regular')
    .fontSize(13)
    .text(`${monthText(s.month)} · ${s.currency}`);
  doc.moveDown(1.2);

  // Who it is for, and the statement's own details beside it.
  const blockTop = doc.y;
  caption(doc, 'Developer', column.left);
  doc.fontSize(10);
  for (const line of developerLines(input.developer, input.developerId)) {
    writeDeveloperText(doc, line, fonts, column.left);
  }
  const leftBottom = doc.y;

  doc.y = blockTop;
  caption(doc, 'Statement', right);
  detail(doc, 'Statement id', input.id, right);
  detail(doc, 'Status', statusText(s), right);
  detail(doc, 'Due date', dayText(s.dueOn), right);
  detail(doc, 'Paid', s.paidAt === null ? 'Not paid' : momentText(s.paidAt), right);
  detail(doc, 'Payout reference', s.payoutReference ?? 'None', right);
  doc.y = Math.max(leftBottom, doc.y) + 18;

  // The figures.
  doc.x = left;
  caption(doc, `Figures in ${s.currency}`, { x: left, width });
  const rows = figureLines(s);
  doc.table({
    position: { x: left, y: doc.y },
    maxWidth: width,
    columnStyles: ['*', 140],
    defaultStyle: {
      border: { top: 0, left: 0, right: 0, bottom: 0.5 },
      borderColor: RULE,
      padding: [4, 4],
    },
    data: rows.map(([label, amount, total]): PDFKit.Mixins.CellOptions[] => {
      const font = { src: total ? 'bold' : 'regular', size: 10 };
      return [
        { text: label, font },
        { text: amount, font, align: { x: 'right', y: 'top' } },
      ];
    }),
  });
  doc.moveDown(0.8);
  doc.x = left;
  doc.font('regular').fontSize(9).fillColor(MUTED).text(shareAndMinimumText(s), { width });

  doc.moveDown(1.5);
  doc
    .fontSize(8)
    .text(`Generated by ${PORTAL_NAME} on ${momentText(input.generatedAt)}.`, left, doc.y, {
      width,
    });

  doc.end();
  return finished;
}
