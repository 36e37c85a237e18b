import type { EmployeeOption } from '@wattle/shared/employees';

/** Everyone who reports to `id`, directly or indirectly: choosing one of them as manager makes a loop. */
export function reportsOf(id: number, options: readonly EmployeeOption[]): Set<number> {
  const found = new Set<number>();
  let frontier = [id];
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const option of options) {
      if (
        option.reporting_manager_id !== null &&
        frontier.includes(option.reporting_manager_id) &&
        !found.has(option.id)
      ) {
        found.add(option.id);
        next.push(option.id);
      }
    }
    frontier = next;
  }
  return found;
}

/** People in a select: by last name, then first name, as the directory lists them. */
export function byName<T extends { first_name: string; last_name: string }>(people: readonly T[]): T[] {
  return [...people].sort((a, b) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name));
}

/** The manager choices for `employeeId`, by name: everyone but them and the people who report to them. */
export function managerChoices(employeeId: number | null, options: readonly EmployeeOption[]): EmployeeOption[] {
  if (employeeId === null) return byName(options);
  const excluded = reportsOf(employeeId, options);
  excluded.add(employeeId);
  return byName(options.filter((option) => !excluded.has(option.id)));
}
