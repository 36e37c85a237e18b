import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { idField } from './validation.ts';
import { WEEKDAYS } from './work-pattern.ts';

/**
 * Importing records from a file (issue 31 §1): the kinds, the requests and the answers. Each kind's
 * columns are field definitions (shared/src/import-fields/*.ts) built from the same names and
 * labels as the API's schemas, so a template, an import and an export never drift.
 */

/** The kinds built so far; adding one is a field file here and a kind file in functions/src/core/imports/kinds/. */
export const IMPORT_KINDS = ['employees', 'employee-pay', 'opening-balances', 'ytd-pay'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  employees: 'Employees',
  'employee-pay': 'Employee pay',
  'opening-balances': 'Opening leave balances',
  'ytd-pay': 'Year-to-date pay',
};

/** How rows find the record they update: the employee code or the personal e-mail. */
export const IMPORT_KEYS = ['employee_code', 'personal_email'] as const;
export type ImportKey = (typeof IMPORT_KEYS)[number];

/** A cell holding exactly this clears the stored value; a blank cell never does. */
export const CLEAR_MARKER = '#CLEAR';

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_CONTENT_TYPES: Record<ImportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
/** A committed import can be reverted for this many days. */
export const IMPORT_REVERT_DAYS = 30;

/** One column of a kind: its key (the mapping's target), header, and how a cell is read. */
export interface ImportField {
  key: string;
  label: string;
  /** Other headers that map to it (matched without case, spaces or punctuation). */
  aliases?: readonly string[];
  type: 'text' | 'date' | 'choice' | 'list' | 'boolean' | 'money';
  /** A create needs it. */
  required?: boolean;
  /** Masked in a dry run's before → after (payroll identifiers). */
  sensitive?: boolean;
  /** For a choice: the values accepted. */
  values?: readonly string[];
  /** A line for the template's notes (what to write). */
  hint?: string;
}

const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A date as the file wrote it: ISO (2024-02-05, or an ISO instant from a spreadsheet) or
 * dd/mm/yyyy (5/2/2024, 05-02-2024); the ISO day, or null when it is not a date.
 */
export function importDate(value: string): string | null {
  const text = value.trim();
  const iso = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+Z?)?$/.exec(text);
  if (iso) return isCalendarDate(iso[1] as string) ? (iso[1] as string) : null;
  const match = DAY_MONTH_YEAR.exec(text);
  if (!match) return null;
  const day = `${match[3]}-${(match[2] as string).padStart(2, '0')}-${(match[1] as string).padStart(2, '0')}`;
  return isCalendarDate(day) ? day : null;
}

export const IMPORT_DATE_MESSAGE = 'Enter a date as dd/mm/yyyy or yyyy-mm-dd.';

/**
 * A choice as a file wrote it: one of the values, matched without case, spaces or punctuation
 * ("full time" → "Full-time"); null when it names none of them.
 */
export function importChoice(values: readonly string[], text: string): string | null {
  return values.find((value) => headerKey(value) === headerKey(text)) ?? null;
}

/** A choice that names none of its values (a blank one is not a choice: it keeps or is required). */
export const importChoiceMessage = (field: Pick<ImportField, 'label' | 'values'>) =>
  `${field.label} must be one of ${(field.values ?? []).join(', ')}.`;

const WEEKDAY_PREFIX = /^(mon|tue|wed|thu|fri|sat|sun)/;
const dayOf = (word: string) => WEEKDAY_PREFIX.exec(word.toLowerCase())?.[1];

/**
 * Work days as a file wrote them: days separated by commas, semicolons or spaces, each named by
 * its first three letters or more ("Mon, Tuesday"), and ranges ("Mon-Fri", "Mon to Fri"; a range
 * may wrap past Sunday). A word that names no day is kept as written, for the schema to reject.
 */
export function importWorkDays(value: string): string[] {
  return value
    .replace(/\s*(?:[-–]|\bto\b)\s*/gi, '-')
    .split(/[\s,;]+/)
    .filter(Boolean)
    .flatMap((word) => {
      const [first = '', last, ...rest] = word.split('-');
      const from = dayOf(first);
      if (last === undefined || rest.length > 0) return [from ?? word];
      const to = dayOf(last);
      if (!from || !to) return [word];
      const start = WEEKDAYS.indexOf(from as (typeof WEEKDAYS)[number]);
      const length = ((WEEKDAYS.indexOf(to as (typeof WEEKDAYS)[number]) - start + 7) % 7) + 1;
      return Array.from({ length }, (_, offset) => WEEKDAYS[(start + offset) % 7] as string);
    });
}

/** Loose header matching: case, spaces and punctuation do not count. */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The field each header maps to: an exact or alias match first, then a header that contains a
 * field's label (or the other way round); each field is taken once. Unmatched headers map to ''.
 */
export function guessMapping(headers: readonly string[], fields: readonly ImportField[]): Record<string, string> {
  const taken = new Set<string>();
  const mapping: Record<string, string> = {};
  const names = fields.map((field) => ({
    key: field.key,
    names: [field.key, field.label, ...(field.aliases ?? [])].map(headerKey),
  }));
  const pass = (match: (header: string, name: string) => boolean) => {
    for (const header of headers) {
      if (mapping[header]) continue;
      const key = headerKey(header);
      const found = names.find(
        (field) => !taken.has(field.key) && field.names.some((name) => name && match(key, name)),
      );
      if (found) {
        mapping[header] = found.key;
        taken.add(found.key);
      }
    }
  };
  pass((header, name) => header === name);
  pass((header, name) => header.length > 3 && name.length > 3 && (header.includes(name) || name.includes(header)));
  for (const header of headers) mapping[header] ??= '';
  return mapping;
}

export const importUploadInput = z.lazy(() =>
  z.object({
    organization_id: idField('The organization is required.'),
    file_name: z
      .string({ error: 'Choose a CSV or XLSX file.' })
      .trim()
      .max(200, { error: 'The file name is too long.' })
      .regex(/\.(csv|xlsx)$/i, { error: 'Choose a CSV or XLSX file.' }),
  }),
);

export const importInput = z.lazy(() =>
  z.object({
    organization_id: idField('The organization is required.'),
    kind: z.enum(IMPORT_KINDS, { error: `The kind must be one of ${IMPORT_KINDS.join(', ')}.` }),
    upload_id: z.string({ error: 'Upload the file first.' }).uuid({ error: 'Upload the file first.' }),
    /** File header → field key ('' or absent: not imported). */
    mapping: z.record(z.string().max(200), z.string().max(100), { error: 'Map the columns.' }),
    key: z
      .enum(IMPORT_KEYS, { error: 'Choose whether rows match on employee code or e-mail.' })
      .default('employee_code'),
    /** Departments and designations named in the file that do not exist yet are created. */
    create_references: z.boolean({ error: 'create_references must be true or false.' }).default(false),
  }),
);
export type ImportInput = z.input<typeof importInput>;

export const importTemplateQuery = z.lazy(() =>
  z.object({
    organization_id: idField('The organization is required.'),
    format: z.enum(IMPORT_FORMATS, { error: 'The format must be csv or xlsx.' }).default('csv'),
    with_data: z
      .enum(['true', 'false', '1', '0'], { error: 'with_data must be true or false.' })
      .optional()
      .transform((value) => value === 'true' || value === '1'),
  }),
);

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export interface ImportChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

export interface ImportRowError {
  /** The file's header (or the field's label when the column is not in the file). */
  column: string;
  message: string;
}

/** One row of a dry run or commit: row is the file's line number (the header is row 1). */
export interface ImportRowResult {
  row: number;
  action: ImportAction;
  /** The employee code or e-mail the row is keyed on. */
  key: string;
  changes?: ImportChange[];
  errors?: ImportRowError[];
}

export type ImportCounts = Record<ImportAction, number>;

export const IMPORT_STATUSES = [
  'dry_run',
  'queued',
  'committing',
  'committed',
  'failed',
  'reverting',
  'reverted',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export interface ImportSummary {
  id: number;
  organization_id: number;
  kind: ImportKind;
  key: ImportKey;
  file_name: string;
  status: ImportStatus;
  /** The dry run's counts until committed, then the commit's. */
  counts: ImportCounts;
  /** Rows done of the rows to write (commit); records restored of those to restore (a queued revert). */
  progress: { done: number; total: number };
  created_by: string;
  created_at: string;
  committed_at: string | null;
  reverted_at: string | null;
  /** Until when Revert is offered (committed imports). */
  revertible_until: string | null;
  /** Why a commit stopped, or which records changed since (a refused revert). */
  message: string | null;
  version: number;
}

/** POST /imports answers the import (a dry run) and every row's result. */
export interface ImportDryRun extends ImportSummary {
  rows: ImportRowResult[];
}

export interface ImportPage {
  data: ImportSummary[];
  next_cursor: string | null;
  /** The mapping last used for each kind in this organization (file header → field key). */
  mappings: Partial<Record<ImportKind, Record<string, string>>>;
}

/** The answer of a refused revert: the records changed since the import. */
export const REVERT_CHANGED_MESSAGE = 'Some records changed since this import and cannot be reverted:';
