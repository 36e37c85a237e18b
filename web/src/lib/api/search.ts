import type { EmployeePage } from '@wattle/shared/employees';
import {
  type EmployeeSearchResult,
  type RecruitmentSearchResults,
  SEARCH_RESULTS_PER_KIND,
} from '@wattle/shared/search';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

/**
 * The top bar's search asks two functions in parallel, each reading its own tables: the employee
 * directory's own search (`GET /employees?search=`, the caller's data scope applied) and the
 * recruitment search (`GET /recruitment/search`). A role is asked only what it may view.
 */
export interface SearchAnswer {
  employees: EmployeeSearchResult[];
  employeesTotal: number;
  recruitment: RecruitmentSearchResults | null;
}

export async function searchOrganization(
  organizationId: number,
  text: string,
  kinds: { employees: boolean; recruitment: boolean },
): Promise<SearchAnswer> {
  const employeeParams = new URLSearchParams({
    organization_id: String(organizationId),
    search: text,
    per_page: String(SEARCH_RESULTS_PER_KIND),
  });
  const recruitmentParams = new URLSearchParams({ organization_id: String(organizationId), q: text });
  const [employees, recruitment] = await Promise.all([
    kinds.employees ? api.get<EmployeePage>(`/employees?${employeeParams}`) : null,
    kinds.recruitment ? api.get<RecruitmentSearchResults>(`/recruitment/search?${recruitmentParams}`) : null,
  ]);
  return {
    employees: (employees?.data ?? []).map((row) => ({
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      employee_code: row.employee_code,
      status: row.status,
      designation: row.designation?.title ?? null,
    })),
    employeesTotal: employees?.total ?? 0,
    recruitment,
  };
}

/** The answer for `text` (null: nothing asked yet); previous results stay while the next load. */
export function useOrganizationSearch(
  organizationId: number | null,
  text: string,
  kinds: { employees: boolean; recruitment: boolean },
) {
  return useSWR(
    organizationId && text
      ? ['organizations', organizationId, 'search', text, kinds.employees, kinds.recruitment]
      : null,
    ([, id, , q, employees, recruitment]) => searchOrganization(id, q, { employees, recruitment }),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}
