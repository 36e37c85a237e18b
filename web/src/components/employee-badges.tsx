import type { EmployeeStatus } from '@wattle/shared/employee-constants';
import type { EmployeeSummary } from '@wattle/shared/employees';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';

/** One colour per status, the same on every screen: Terminated is red, not amber like On Probation. */
export const STATUS_TONES: Record<EmployeeStatus, BadgeTone> = {
  Active: 'green',
  'On Probation': 'amber',
  'On Leave': 'blue',
  Inactive: 'neutral',
  Terminated: 'red',
};

export function statusTone(status: string): BadgeTone {
  return STATUS_TONES[status as EmployeeStatus] ?? 'neutral';
}

export function EmployeeStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <Badge tone="neutral">Unknown Status</Badge>;
  return <Badge tone={statusTone(status)}>{status}</Badge>;
}

/** Under a status: when an upcoming starter starts, when a leaver's last day is or was. */
export function LifecycleNote({
  employee,
}: {
  employee: Pick<EmployeeSummary, 'lifecycle' | 'joining_date' | 'last_working_day'>;
}) {
  const text =
    employee.lifecycle === 'upcoming'
      ? `Starts ${formatDate(employee.joining_date, 'medium')}`
      : employee.last_working_day
        ? `${employee.lifecycle === 'former' ? 'Left after' : 'Last day'} ${formatDate(employee.last_working_day, 'medium')}`
        : null;
  return text ? <p className="mt-1 text-xs whitespace-nowrap text-slate-500">{text}</p> : null;
}

export function EmploymentTypeBadge({ type }: { type: string | null | undefined }) {
  return <Badge tone="blue">{type || 'Unknown Type'}</Badge>;
}
