import { EMPLOYEE_NAME_COLUMNS } from '@wattle/shared/import-fields/employees';
import type { ImportRowError } from '@wattle/shared/imports';
import {
  CLEAR_MARKER,
  IMPORT_DATE_MESSAGE,
  type ImportField,
  importChoice,
  importChoiceMessage,
  importDate,
  importWorkDays,
} from '@wattle/shared/imports';
import { readDirectory } from '../../employees/directory.ts';
import { normalizeUnique } from '../../employees/employee-checks.ts';
import { departmentEntity } from '../../organizations/department-entity.ts';
import { createDepartment } from '../../organizations/departments.ts';
import { designationEntity } from '../../organizations/designation-entity.ts';
import { createDesignation } from '../../organizations/designations.ts';
import { fieldError } from './kind.ts';

/**
 * What an employees import looks names up in, loaded once per run: the directory (codes and
 * e-mails to ids), the departments and designations by name. Names are matched without case.
 * In a dry run a missing department or designation that the import may create gets a placeholder
 * id (negative): it is announced, never written.
 */
export interface Person {
  id: number;
  code: string;
  email: string;
  trashed: boolean;
}

const name = (value: string) => value.trim().toLowerCase();

export async function loadLookups(organizationId: number) {
  const [directory, departments, designations] = await Promise.all([
    readDirectory(organizationId),
    departmentEntity().query.byOrganization({ organization_id: organizationId }).go({ pages: 'all' }),
    designationEntity().query.byDepartment({ organization_id: organizationId }).go({ pages: 'all' }),
  ]);
  const byCode = new Map<string, Person>();
  const byEmail = new Map<string, Person>();
  const byId = new Map<number, Person>();
  const remember = (person: Person) => {
    byCode.set(normalizeUnique(person.code), person);
    byEmail.set(normalizeUnique(person.email), person);
    byId.set(person.id, person);
  };
  for (const entry of directory) {
    remember({
      id: entry.employee_id,
      code: entry.employee_code,
      email: entry.personal_email,
      trashed: entry.trashed_at !== null,
    });
  }
  const departmentIds = new Map(departments.data.map((item) => [name(item.name), item.department_id]));
  const departmentNames = new Map(departments.data.map((item) => [item.department_id, item.name]));
  const designationIds = new Map(
    designations.data.map((item) => [`${item.department_id}#${name(item.title)}`, item.designation_id]),
  );
  const designationNames = new Map(designations.data.map((item) => [item.designation_id, item.title]));
  let placeholder = 0;
  return {
    byCode,
    byEmail,
    byId,
    remember,
    departmentNames,
    designationNames,
    /** A department's id by name; created when allowed (a placeholder in a dry run); null when missing. */
    async department(text: string, create: boolean, dryRun: boolean): Promise<number | null> {
      const found = departmentIds.get(name(text));
      if (found !== undefined) return found;
      if (!create) return null;
      const id = dryRun ? --placeholder : (await createDepartment(organizationId, { name: text.trim() })).id;
      departmentIds.set(name(text), id);
      departmentNames.set(id, `${text.trim()} (new)`);
      return id;
    },
    async designation(departmentId: number, text: string, create: boolean, dryRun: boolean) {
      const key = `${departmentId}#${name(text)}`;
      const found = designationIds.get(key);
      if (found !== undefined) return found;
      if (!create) return null;
      const id =
        dryRun || departmentId < 0 ? --placeholder : (await createDesignation(departmentId, { title: text.trim() })).id;
      designationIds.set(key, id);
      designationNames.set(id, `${text.trim()} (new)`);
      return id;
    },
    /** A manager by employee code or e-mail (not in the trash). */
    person(text: string): Person | undefined {
      const key = normalizeUnique(text);
      const found = byCode.get(key) ?? byEmail.get(key);
      return found && !found.trashed ? found : undefined;
    },
  };
}
export type Lookups = Awaited<ReturnType<typeof loadLookups>>;

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/**
 * A cell as the API's schema takes it: dates to ISO, choices to their spelling, work days to a
 * list, yes/no to a boolean, `#CLEAR` to null. Name columns are resolved by the caller.
 */
export function cellValue(
  field: ImportField,
  text: string,
  column: string,
): { value: unknown } | { error: ImportRowError } {
  if (text.trim().toUpperCase() === CLEAR_MARKER) {
    return field.required
      ? { error: fieldError(column, `${field.label} is required and cannot be cleared.`) }
      : { value: null };
  }
  switch (field.type) {
    case 'date': {
      const day = importDate(text);
      return day ? { value: day } : { error: fieldError(column, IMPORT_DATE_MESSAGE) };
    }
    case 'choice': {
      const value = importChoice(field.values ?? [], text);
      return value !== null ? { value } : { error: fieldError(column, importChoiceMessage(field)) };
    }
    case 'list':
      return { value: importWorkDays(text) };
    case 'boolean': {
      const answer = text.trim().toLowerCase();
      return { value: YES.has(answer) ? true : NO.has(answer) ? false : text };
    }
    default:
      return { value: text };
  }
}

/** The form field a column stands for (a name column stands for an id field). */
export const formFieldOf = (key: string): string => (EMPLOYEE_NAME_COLUMNS as Record<string, string>)[key] ?? key;

/** The column key a form field is imported under. */
export const columnKeyOf = (field: string): string =>
  Object.entries(EMPLOYEE_NAME_COLUMNS).find(([, form]) => form === field)?.[0] ?? field;
