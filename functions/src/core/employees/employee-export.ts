import type { historyQuery } from '@wattle/shared/employee-history';
import type { employeeListQuery } from '@wattle/shared/employees';
import { EXPORT_COLUMNS, EXPORT_ROW_LIMIT } from '@wattle/shared/search';
import type * as z from 'zod';
import { type CsvExport, toCsv } from '../csv.ts';
import { directoryIndexOf, selectEmployees } from './employee-list.ts';
import { queryHistory } from './history.ts';

/** Events read per history Query while exporting. */
const HISTORY_EXPORT_PAGE = 500;

/**
 * The directory rows a list query selects (the same filters, search and data scope as
 * `GET /employees`, every page) as CSV, sorted by name. The directory carries no payroll
 * identifiers and no pay, so neither can be in the file.
 */
export async function exportEmployees(
  query: Omit<z.output<typeof employeeListQuery>, 'cursor' | 'per_page'>,
): Promise<CsvExport> {
  const { directory, structure, matches } = await selectEmployees(query);
  const index = directoryIndexOf(directory);
  const managerName = (id: number | null) => {
    const manager = id ? index.get(id) : undefined;
    return manager ? `${manager.first_name} ${manager.last_name}` : '';
  };
  return toCsv(
    EXPORT_COLUMNS.employees,
    matches
      .slice(0, EXPORT_ROW_LIMIT + 1)
      .map((entry) => [
        entry.employee_code,
        entry.first_name,
        entry.last_name,
        entry.personal_email,
        entry.phone_number,
        structure.departments.get(entry.department_id)?.name,
        structure.designations.get(entry.designation_id)?.title,
        managerName(entry.reporting_manager_id),
        entry.employment_type,
        entry.work_arrangement,
        entry.status,
        entry.joining_date,
      ]),
  );
}

/**
 * The history events the filters select (the same as `GET /employees/history`, every page),
 * newest first, as CSV. Events never carry payroll identifiers (only "changed").
 */
export async function exportHistory(
  organizationId: number,
  query: Omit<z.output<typeof historyQuery>, 'organization_id' | 'cursor' | 'per_page'>,
): Promise<CsvExport> {
  const events = [];
  let cursor: string | undefined;
  do {
    const page = await queryHistory(organizationId, { ...query, cursor, per_page: HISTORY_EXPORT_PAGE });
    events.push(...page.data);
    cursor = page.next_cursor ?? undefined;
  } while (cursor && events.length <= EXPORT_ROW_LIMIT);
  return toCsv(
    EXPORT_COLUMNS.employee_history,
    events.map((event) => [
      event.date,
      event.occurred_at,
      event.employee_name,
      event.employee_id,
      event.event_type,
      event.details,
      event.changed_by,
    ]),
  );
}
