import { todayIn } from '@wattle/shared/calendar';
import { lifecycleOf } from '@wattle/shared/employee-lifecycle';
import type { EmployeeOption, EmployeePage, EmployeeSummary, employeeListQuery } from '@wattle/shared/employees';
import type * as z from 'zod';
import { organizationAccess } from '../access/permissions.ts';
import { pageOf } from '../db/paging.ts';
import { fieldsOf } from '../item-fields.ts';
import { organizationTimezone, readAsMember } from '../tenancy/memberships.ts';
import { loadOrganizationStructure } from '../tenancy/structure.ts';
import { type DirectoryEntry, type ListedField, readDirectory } from './directory.ts';
import { reachOf, withinReach } from './employee-scope.ts';
import type { EmployeeRefNames } from './refs.ts';

type ListState = 'active' | 'trashed';

function refsOf(item: DirectoryEntry, names: EmployeeRefNames) {
  const designation = names.designations.get(item.designation_id);
  const manager = item.reporting_manager_id ? names.managers.get(item.reporting_manager_id) : undefined;
  return {
    department: names.departments.get(item.department_id) ?? null,
    designation: designation
      ? { id: designation.id, name: designation.name, title: designation.title, level: designation.level }
      : null,
    reporting_manager: manager
      ? { id: manager.id, first_name: manager.first_name, last_name: manager.last_name }
      : null,
  };
}

/** The ListedField of a record, with its manager (none when absent). */
export const listedFields = (item: Pick<DirectoryEntry, ListedField> & { reporting_manager_id?: number | null }) => ({
  ...fieldsOf(item, 'organization_id', 'employee_code', 'first_name', 'last_name', 'personal_email', 'phone_number'),
  ...fieldsOf(item, 'department_id', 'designation_id'),
  reporting_manager_id: item.reporting_manager_id ?? null,
});

/** A directory entry as lists and the profile carry it; `today` is the organization's day. */
export function toSummary(item: DirectoryEntry, names: EmployeeRefNames, today: string): EmployeeSummary {
  return {
    id: item.employee_id,
    ...listedFields(item),
    ...fieldsOf(item, 'employment_type', 'work_arrangement', 'status', 'joining_date', 'probation_end_date'),
    ...fieldsOf(item, 'last_working_day'),
    lifecycle: lifecycleOf(item, today),
    trashed_at: item.trashed_at ?? null,
    version: item.version,
    ...refsOf(item, names),
  };
}

/**
 * The directory entries a list query selects (its filters, lifecycle tab and search, within the
 * caller's scope), in the list's order, with what names them and how many match in each tab
 * (current, upcoming, former, trash). Two requests whatever the filters and the organization's
 * size: one BatchGet of the directory shards and one Query of the organization's departments and
 * designations, in parallel. The list pages these; the export writes them all.
 */
export async function selectEmployees(
  query: Omit<z.output<typeof employeeListQuery>, 'cursor' | 'per_page'>,
  state: ListState = 'active',
) {
  const [directory, structure] = await readAsMember(query.organization_id, () =>
    Promise.all([readDirectory(query.organization_id), loadOrganizationStructure(query.organization_id)]),
  );
  const reach = reachOf(directory);
  const today = todayIn(organizationTimezone(query.organization_id));
  const filter = {
    ...fieldsOf(query, 'department_id', 'designation_id', 'status'),
    search: query.search?.toLowerCase(),
  };
  const tabs = withinReach(matchingEntries(directory, { ...filter, trashed: false }), reach);
  const trashed = withinReach(matchingEntries(directory, { ...filter, trashed: true }), reach);
  const counts = { current: 0, upcoming: 0, former: 0, trashed: trashed.length };
  const lifecycles = tabs.map((item) => lifecycleOf(item, today));
  for (const lifecycle of lifecycles) counts[lifecycle]++;
  let matches: readonly DirectoryEntry[] =
    state === 'trashed'
      ? trashed
      : query.lifecycle
        ? tabs.filter((_, position) => lifecycles[position] === query.lifecycle)
        : tabs;
  if (query.sort === 'probation_end_date') matches = byProbationEnd(matches);
  return { directory, structure, reach, today, counts, matches };
}

/**
 * A page of the directory (or the trash), sorted by name (or end of probation), filtered and
 * searched on the server (selectEmployees). Payroll identifiers are not in the directory, so they
 * cannot leak here.
 */
export async function listEmployees(
  query: z.output<typeof employeeListQuery>,
  state: ListState = 'active',
): Promise<EmployeePage> {
  const { directory, structure, reach, today, counts, matches } = await selectEmployees(query, state);
  const access = organizationAccess();
  const scope = [
    'employees',
    // A cursor is good only for the same list: the same caller's reach.
    reach ? `${access.scope}:${access.employeeId ?? 0}` : 'all',
    state,
    query.lifecycle,
    query.sort,
    // The lifecycle moves with the organization's day.
    today,
    query.organization_id,
    query.department_id,
    query.designation_id,
    query.status,
    query.search?.toLowerCase(),
  ];
  const { page, nextCursor } = pageOf(matches, scope, query.cursor, query.per_page);
  // Only the page's managers are named, from an index built once per decoded directory.
  const index = directoryIndexOf(directory);
  const pageManagers = page.flatMap((item) => {
    const manager = item.reporting_manager_id ? index.get(item.reporting_manager_id) : undefined;
    return manager ? [manager] : [];
  });
  const names: EmployeeRefNames = {
    ...structure,
    managers: new Map(
      pageManagers.map((item) => [
        item.employee_id,
        {
          id: item.employee_id,
          first_name: item.first_name,
          last_name: item.last_name,
          trashed: item.trashed_at !== null,
        },
      ]),
    ),
  };
  return {
    data: page.map((item) => toSummary(item, names, today)),
    next_cursor: nextCursor,
    per_page: query.per_page,
    total: matches.length,
    counts,
  };
}

/** Soonest end of probation first (none last), then by name: a stable copy. */
function byProbationEnd(entries: readonly DirectoryEntry[]): DirectoryEntry[] {
  return entries
    .map((item, position) => ({ item, position }))
    .sort(
      (a, b) =>
        (a.item.probation_end_date ?? '9999').localeCompare(b.item.probation_end_date ?? '9999') ||
        a.position - b.position,
    )
    .map(({ item }) => item);
}

interface DirectoryFilter {
  trashed: boolean;
  department_id?: number | undefined;
  designation_id?: number | undefined;
  status?: string | undefined;
  /** Lower-cased. */
  search?: string | undefined;
}

/**
 * What is derived from one decoded directory, built when first needed. The decoded directory is
 * reused while it is unchanged (directory.ts), so a warm function neither lower-cases ten thousand
 * names per search nor filters them again for the next page of the same list.
 */
interface DirectoryViews {
  /** Entries by employee id. */
  index?: Map<number, DirectoryEntry>;
  /** What a search matches against, lower-cased, in the directory's order. */
  searchTexts?: string[];
  /** Recent filters' matches, most recently used last. */
  matches: Map<string, readonly DirectoryEntry[]>;
}

const RECENT_FILTERS = 32;
const directoryViews = new WeakMap<readonly DirectoryEntry[], DirectoryViews>();

function viewsOf(directory: readonly DirectoryEntry[]): DirectoryViews {
  let views = directoryViews.get(directory);
  if (!views) {
    views = { matches: new Map() };
    directoryViews.set(directory, views);
  }
  return views;
}

export function directoryIndexOf(directory: readonly DirectoryEntry[]): Map<number, DirectoryEntry> {
  const views = viewsOf(directory);
  views.index ??= new Map(directory.map((item) => [item.employee_id, item]));
  return views.index;
}

/** The directory's entries that pass `filter`, in the directory's order. */
function matchingEntries(directory: readonly DirectoryEntry[], filter: DirectoryFilter): readonly DirectoryEntry[] {
  const views = viewsOf(directory);
  const key = JSON.stringify([
    filter.trashed,
    filter.department_id,
    filter.designation_id,
    filter.status,
    filter.search,
  ]);
  const recent = views.matches.get(key);
  if (recent) {
    views.matches.delete(key);
    views.matches.set(key, recent);
    return recent;
  }
  const { trashed, department_id, designation_id, status, search } = filter;
  if (search && !views.searchTexts) {
    views.searchTexts = directory.map((item) =>
      `${item.first_name} ${item.last_name}\n${item.personal_email}\n${item.employee_code}`.toLowerCase(),
    );
  }
  const texts = views.searchTexts;
  const matches: DirectoryEntry[] = [];
  for (let position = 0; position < directory.length; position++) {
    const item = directory[position] as DirectoryEntry;
    if (trashed !== (item.trashed_at !== null)) continue;
    if (department_id && item.department_id !== department_id) continue;
    if (designation_id && item.designation_id !== designation_id) continue;
    if (status && item.status !== status) continue;
    if (search && !(texts?.[position] ?? '').includes(search)) continue;
    matches.push(item);
  }
  views.matches.set(key, matches);
  if (views.matches.size > RECENT_FILTERS) views.matches.delete(views.matches.keys().next().value as string);
  return matches;
}

export const activeOnly = (directory: readonly DirectoryEntry[]) =>
  directory.filter((item) => item.trashed_at === null);

/** All active employees, compact, for manager selects and filters: one BatchGet. */
export async function listEmployeeOptions(organizationId: number): Promise<EmployeeOption[]> {
  const directory = await readAsMember(organizationId, () => readDirectory(organizationId));
  return withinReach(activeOnly(directory), reachOf(directory)).map((item) => ({
    id: item.employee_id,
    ...fieldsOf(item, 'first_name', 'last_name', 'employee_code'),
    reporting_manager_id: item.reporting_manager_id ?? null,
  }));
}
