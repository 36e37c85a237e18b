import type {
  EmployeeExit,
  ExitChecklistTemplate,
  ExitInput,
  ExitListState,
  ExitTask,
} from '@wattle/shared/employee-exits';
import type { Employee } from '@wattle/shared/employees';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { employeesKeyPrefix, useRevalidateEmployees } from '@/lib/api/employee-keys';
import { api } from '@/lib/api-client';

/** Under the employee keys: any employee change (an exit recorded or cancelled) reloads the lists. */
export const exitsKey = (organizationId: number, state: ExitListState) =>
  [...employeesKeyPrefix(organizationId), 'exits', state] as const;

export function useExits(organizationId: number | null, state: ExitListState) {
  return useSWR(organizationId ? exitsKey(organizationId, state) : null, ([, id, , , s]) =>
    api.get<EmployeeExit[]>(`/employees/exits?organization_id=${id}&state=${s}`),
  );
}

export function recordExit(id: number, input: ExitInput): Promise<{ employee: Employee; exit: EmployeeExit }> {
  return api.post(`/employees/${id}/exit`, input);
}

export function useRecordExit(organizationId: number | null) {
  const revalidate = useRevalidateEmployees(organizationId);
  return useSWRMutation(
    [...employeesKeyPrefix(organizationId), 'exit'],
    (_key, { arg }: { arg: { id: number; input: ExitInput } }) => recordExit(arg.id, arg.input),
    { onSuccess: () => void revalidate() },
  );
}

export function useCancelExit(organizationId: number | null) {
  const revalidate = useRevalidateEmployees(organizationId);
  return useSWRMutation(
    [...employeesKeyPrefix(organizationId), 'exit-cancel'],
    (_key, { arg }: { arg: { id: number; version: number } }) =>
      api.post<Employee>(`/employees/${arg.id}/exit/cancel`, { version: arg.version }),
    { onSuccess: () => void revalidate() },
  );
}

export function useSetExitTask(organizationId: number | null) {
  const revalidate = useRevalidateEmployees(organizationId);
  return useSWRMutation(
    [...employeesKeyPrefix(organizationId), 'exit-task'],
    (_key, { arg }: { arg: { employeeId: number; taskId: number; status: ExitTask['status'] } }) =>
      api.patch<EmployeeExit>(`/employees/${arg.employeeId}/exit/tasks/${arg.taskId}`, { status: arg.status }),
    { onSuccess: () => void revalidate() },
  );
}

export const exitChecklistKey = (organizationId: number) =>
  [...employeesKeyPrefix(organizationId), 'exit-checklist'] as const;

export function useExitChecklist(organizationId: number | null) {
  return useSWR(organizationId ? exitChecklistKey(organizationId) : null, ([, id]) =>
    api.get<ExitChecklistTemplate>(`/employees/exit-checklist?organization_id=${id}`),
  );
}

export function useSaveExitChecklist(organizationId: number | null) {
  const revalidate = useRevalidateEmployees(organizationId);
  return useSWRMutation(
    [...employeesKeyPrefix(organizationId), 'exit-checklist-save'],
    (_key, { arg }: { arg: Pick<ExitChecklistTemplate, 'tasks' | 'version'> }) =>
      api.put<ExitChecklistTemplate>('/employees/exit-checklist', { organization_id: organizationId, ...arg }),
    { onSuccess: () => void revalidate() },
  );
}
