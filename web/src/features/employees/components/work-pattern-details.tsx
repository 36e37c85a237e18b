import type { Employee } from '@wattle/shared/employees';
import { AU_STATE_LABELS, describeWorkPattern, WEEKDAY_LABELS } from '@wattle/shared/work-pattern';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/dates';

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The work pattern on the profile: the one in force today, and every period when it has changed. */
export function WorkPatternDetails({ employee }: { employee: Employee }) {
  const periods = employee.work_pattern_periods;
  return (
    <>
      <Item label="Work State">
        {employee.state ? `${AU_STATE_LABELS[employee.state]} (${employee.state})` : 'Not set (national holidays only)'}
      </Item>
      <Item label="Ordinary Hours">
        {employee.ordinary_hours_per_week} h a week over{' '}
        {employee.work_days.map((day) => WEEKDAY_LABELS[day]).join(', ')}
      </Item>
      <Item label="Start Time">{employee.start_time}</Item>
      <Item label="Shiftworker">{employee.shiftworker ? 'Yes (five weeks of annual leave)' : 'No'}</Item>
      {periods.length > 1 ? (
        <Item label="Work Pattern Changes" wide>
          <ul className="space-y-1">
            {periods.map((period) => (
              <li key={period.effective_from}>
                From {formatDate(period.effective_from, 'medium')}: {describeWorkPattern(period)} (
                {period.employment_type})
              </li>
            ))}
          </ul>
        </Item>
      ) : null}
    </>
  );
}
