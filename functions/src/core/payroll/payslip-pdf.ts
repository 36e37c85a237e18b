import { formatAud, formatAudRate, formatHours } from '@wattle/shared/money';
import { PAY_LINE_KIND_LABELS, type PayLineKind } from '@wattle/shared/payroll-constants';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PayLineItem, PayslipItem } from './pay-run-entities.ts';

/**
 * The payslip as a PDF (pdfmake, with the Roboto it ships). It carries every field
 * the Fair Work Regulations 2009 reg 3.46(1) require: the employer's name and ABN, the employee's
 * name, the period and the date paid, gross and net, for hourly pay the ordinary rate and hours, for
 * a salary the annual salary as at the period's last day (reg 3.46(4)) beside the hours,
 * each loading, allowance, bonus, incentive and penalty amount on its own line, each deduction with
 * who it is paid to (for salary sacrifice to super, the fund), and the super contribution and its
 * fund. Family and domestic violence leave is never named (Fair Work Act s 536(2)(c), (d); regs 3.47
 * and 3.48): its hours and pay show as pay for ordinary hours of work.
 */

export interface PayslipDocumentInput {
  employerName: string;
  employerAbn: string | undefined;
  payslip: PayslipItem;
}

/** Leave codes a payslip never names (family and domestic violence leave). */
const UNNAMED_LEAVE_CODES = new Set(['fdv']);

/** What the payslip prints for a line: FDV leave reads as ordinary hours; the rest as described. */
export function printedDescription(line: Pick<PayLineItem, 'kind' | 'description' | 'leave_code'>): string {
  if (line.kind === 'leave' && line.leave_code && UNNAMED_LEAVE_CODES.has(line.leave_code)) return 'Ordinary hours';
  return line.description;
}

const EARNING_KINDS: readonly PayLineKind[] = [
  'ordinary',
  'leave',
  'overtime',
  'leave_loading',
  'allowance',
  'bonus',
  'commission',
  'back_pay',
];
const DEDUCTION_KINDS: readonly PayLineKind[] = ['salary_sacrifice_super', 'salary_sacrifice_other', 'deduction'];

const formatAbn = (abn: string) => abn.replace(/\D/g, '').replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');
const day = (date: string) => {
  const [year, month, dayOfMonth] = date.split('-');
  return `${dayOfMonth}/${month}/${year}`;
};

function earningRow(line: PayLineItem): Content[] {
  return [
    { text: printedDescription(line) },
    { text: line.kind === 'leave' && line.leave_code === 'fdv' ? 'Ordinary time' : PAY_LINE_KIND_LABELS[line.kind] },
    { text: line.hours !== undefined ? formatHours(line.hours) : '', alignment: 'right' },
    { text: line.rate_e4 !== undefined ? formatAudRate(line.rate_e4) : '', alignment: 'right' },
    { text: formatAud(line.amount_cents), alignment: 'right' },
  ];
}

function deductionPayee(line: PayLineItem, payslip: PayslipItem): string {
  if (line.kind === 'salary_sacrifice_super') return line.payee || payslip.super_fund_name;
  return line.payee || '';
}

const table = (widths: (string | number)[], header: string[], rows: Content[][]): Content => ({
  table: {
    headerRows: 1,
    widths,
    body: [
      header.map((text, i) => ({ text, bold: true, alignment: i >= widths.length - 1 ? 'right' : 'left' })),
      ...rows,
    ],
  },
  layout: 'lightHorizontalLines',
  margin: [0, 4, 0, 12],
});

/** The pdfmake document of a payslip (pure: tests read it without rendering). */
export function payslipDocument({ employerName, employerAbn, payslip }: PayslipDocumentInput): TDocumentDefinitions {
  const earnings = payslip.lines.filter((line) => EARNING_KINDS.includes(line.kind));
  const deductions = payslip.lines.filter((line) => DEDUCTION_KINDS.includes(line.kind));
  const reimbursements = payslip.lines.filter((line) => line.kind === 'reimbursement');
  const fund = [
    payslip.super_fund_name,
    payslip.super_fund_usi ? `USI ${payslip.super_fund_usi}` : '',
    payslip.super_member_number ? `member ${payslip.super_member_number}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const content: Content[] = [
    { text: 'Payslip', style: 'title' },
    {
      columns: [
        [
          { text: `Employer: ${employerName}`, bold: true },
          { text: `ABN: ${employerAbn ? formatAbn(employerAbn) : 'Not recorded'}` },
        ],
        [
          { text: `Employee: ${payslip.employee_name}`, bold: true },
          { text: `Pay period: ${day(payslip.period_start)} to ${day(payslip.period_end)}` },
          { text: `Date paid: ${day(payslip.pay_date)}` },
        ],
      ],
      margin: [0, 0, 0, 12],
    },
    payslip.basis === 'hourly'
      ? {
          text: `Ordinary hourly rate: ${formatAudRate(payslip.hourly_rate_e4)} · Ordinary hours: ${formatHours(payslip.ordinary_hours)}`,
          margin: [0, 0, 0, 10],
        }
      : {
          // Reg 3.46(4): a salary's annual rate as at the latest date the payment relates to.
          text: `${payslip.annual_salary_cents !== undefined ? `Annual salary: ${formatAud(payslip.annual_salary_cents)} · ` : ''}Ordinary hours: ${formatHours(payslip.ordinary_hours)}`,
          margin: [0, 0, 0, 10],
        },
    { text: 'Earnings', style: 'heading' },
    table(
      ['*', 'auto', 'auto', 'auto', 'auto'],
      ['Description', 'Type', 'Hours', 'Rate', 'Amount'],
      earnings.map(earningRow),
    ),
    { text: 'Deductions', style: 'heading' },
    deductions.length > 0
      ? table(
          ['*', '*', 'auto'],
          ['Description', 'Paid to', 'Amount'],
          deductions.map((line) => [
            { text: line.description },
            { text: deductionPayee(line, payslip) },
            { text: formatAud(line.amount_cents), alignment: 'right' },
          ]),
        )
      : { text: 'No deductions', margin: [0, 4, 0, 12] },
    ...(reimbursements.length > 0
      ? [
          { text: 'Reimbursements', style: 'heading' } as Content,
          table(
            ['*', 'auto'],
            ['Description', 'Amount'],
            reimbursements.map((line) => [
              { text: line.description },
              { text: formatAud(line.amount_cents), alignment: 'right' },
            ]),
          ),
        ]
      : []),
    { text: 'Summary', style: 'heading' },
    table(
      ['*', 'auto'],
      ['', 'Amount'],
      [
        [{ text: 'Gross pay' }, { text: formatAud(payslip.gross_cents), alignment: 'right' }],
        [{ text: 'PAYG withholding' }, { text: formatAud(payslip.withholding_cents), alignment: 'right' }],
        [{ text: 'Deductions' }, { text: formatAud(payslip.deductions_cents), alignment: 'right' }],
        [
          { text: 'Net pay', bold: true },
          { text: formatAud(payslip.net_cents), alignment: 'right', bold: true },
        ],
      ],
    ),
    { text: 'Superannuation', style: 'heading' },
    { text: `Employer contribution: ${formatAud(payslip.super_cents)} to ${fund}` },
  ];
  if (payslip.ytd) {
    content.push(
      { text: `Year to date (${payslip.ytd.financial_year})`, style: 'heading' },
      {
        text: `Gross ${formatAud(payslip.ytd.gross_cents)} · PAYG withholding ${formatAud(payslip.ytd.withholding_cents)} · Net ${formatAud(payslip.ytd.net_cents)} · Super ${formatAud(payslip.ytd.super_cents)}`,
      },
    );
  }
  return {
    info: { title: `Payslip ${payslip.employee_name} ${payslip.pay_date}` },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    styles: { title: { fontSize: 18, bold: true, margin: [0, 0, 0, 8] }, heading: { fontSize: 12, bold: true } },
    content,
  };
}

/** Roboto, as pdfmake ships it (base64 in build/vfs_fonts.js): bundled with the code, never read from disk. */
const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

/**
 * The PDF's bytes. pdfmake and its font load with the first payslip, not with every request of the
 * function. The fonts are put in pdfmake's virtual file system: PDFKit's standard fonts would read
 * AFM files beside its own module, which a Lambda bundle does not have.
 */
export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  // pdfmake's server build (its virtual file system) names `__dirname`, which an ESM Lambda bundle
  // does not define: a global one stands in there (module code, as under vitest, keeps its own).
  const scope = globalThis as { __dirname?: string };
  scope.__dirname ??= '/pdfmake';
  const [{ default: pdfmake }, { default: vfs }] = await Promise.all([
    import('pdfmake'),
    import('pdfmake/build/vfs_fonts.js'),
  ]);
  const files = vfs as unknown as Record<string, string>;
  const virtual = (
    pdfmake as unknown as {
      virtualfs: { existsSync(name: string): boolean; writeFileSync(name: string, content: Buffer): void };
    }
  ).virtualfs;
  for (const name of Object.values(FONT_FILES)) {
    if (!virtual.existsSync(name) && files[name]) virtual.writeFileSync(name, Buffer.from(files[name], 'base64'));
  }
  pdfmake.setFonts({ Roboto: { ...FONT_FILES } });
  // Nothing is fetched and nothing is read from disk.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  return pdfmake.createPdf({ ...document, defaultStyle: { ...document.defaultStyle, font: 'Roboto' } }).getBuffer();
}
