import {
  BOARD_STATUS_LABELS,
  BOARD_STATUSES,
  type BoardStatus,
  formatMinutes,
} from '@wattle/shared/attendance-constants';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Options, Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { useBoard } from '../api/attendance';
import { STATUS_TONES, timeOf } from './format';
import { PunctualityBadges, shiftTimes } from './shift-punctuality';

export const BOARD_LOAD_ERROR = 'The attendance board could not be loaded.';

type Filter = BoardStatus | 'late' | '';
const FILTER_LABELS: Record<BoardStatus | 'late', string> = { ...BOARD_STATUS_LABELS, late: 'Late' };
const FILTERS = [...BOARD_STATUSES, 'late'] as const;

/** The tracking board: who is in, on a break, out, late, on leave or absent on a day. */
export function AttendanceBoard({
  organizationId,
  timeZone,
  today,
}: {
  organizationId: number;
  timeZone: string;
  today: string;
}) {
  const [date, setDate] = useState(today);
  const [status, setStatus] = useState<Filter>('');
  const { data, error, isLoading, isValidating, mutate } = useBoard(organizationId, date || today, status);
  const rows = error ? [] : (data?.data ?? []);
  const isToday = (date || today) === today;

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-4 border-b border-slate-200 p-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">Team board</h2>
            <p className="text-sm text-slate-600">
              {isToday ? 'Today' : formatDate(date)} · times on the organization's clock · late is more than 5 minutes
              after the start time (the published shift's, when clocked against one)
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Field label="Day" className="w-44">
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={date}
                  max={today}
                  onChange={(event) =>
                    setDate(event.target.value && event.target.value <= today ? event.target.value : today)
                  }
                />
              )}
            </Field>
            <Field label="Status" className="w-44">
              {(control) => (
                <Select {...control} value={status} onChange={(event) => setStatus(event.target.value as Filter)}>
                  <option value="">All statuses</option>
                  <Options values={FILTERS} labels={FILTER_LABELS} />
                </Select>
              )}
            </Field>
          </div>
        </div>
        {data ? (
          <ul aria-label="Counts per status" className="flex flex-wrap gap-2">
            {FILTERS.filter((value) => data.counts[value] > 0 || value === 'late').map((value) => (
              <li key={value}>
                <button
                  type="button"
                  aria-pressed={status === value}
                  onClick={() => setStatus(status === value ? '' : value)}
                  className={cn(
                    'rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-600',
                    status === value ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-200 text-slate-700',
                  )}
                >
                  {FILTER_LABELS[value]}: {data.counts[value]}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <DataTable
        label="Attendance board"
        columns={[
          {
            header: 'Employee',
            cell: (row) => (
              <>
                <Link
                  to={paths.app.employee.getHref(row.employee_id)}
                  className="font-medium text-slate-900 hover:underline"
                >
                  {row.first_name} {row.last_name}
                </Link>
                <p className="text-xs text-slate-500">{row.employee_code}</p>
              </>
            ),
          },
          {
            header: 'Status',
            cell: (row) => (
              <>
                <span className="inline-flex flex-wrap gap-1">
                  <Badge tone={STATUS_TONES[row.status]}>{BOARD_STATUS_LABELS[row.status]}</Badge>
                  {row.shift ? (
                    <PunctualityBadges shift={row.shift} />
                  ) : row.late ? (
                    <Badge tone="amber">Late</Badge>
                  ) : null}
                </span>
                {row.holiday ? <p className="mt-1 text-xs text-slate-500">{row.holiday}</p> : null}
                {row.leave ? (
                  <p className="mt-1 text-xs text-slate-500">
                    {row.leave.label}
                    {row.leave.part_day_hours ? ` (${row.leave.part_day_hours} h)` : ''}
                  </p>
                ) : null}
              </>
            ),
          },
          {
            header: 'Starts',
            cell: (row) =>
              row.shift ? (
                <>
                  {row.shift.start_time}
                  <p className="text-xs text-slate-500">Shift {shiftTimes(row.shift)}</p>
                </>
              ) : (
                (row.start_time ?? 'Day off')
              ),
          },
          { header: 'In', cell: (row) => timeOf(row.clock_in, timeZone) },
          { header: 'Out', cell: (row) => timeOf(row.clock_out, timeZone) },
          { header: 'Worked', cell: (row) => (row.worked_minutes === null ? '—' : formatMinutes(row.worked_minutes)) },
        ]}
        rows={rows}
        rowKey={(row) => row.employee_id}
        busy={isValidating && Boolean(data) && isLoading}
        loading={isLoading && !data}
        loadingText="Loading the board..."
        error={error}
        errorText={BOARD_LOAD_ERROR}
        onRetry={() => mutate()}
        empty={status ? 'No one with this status.' : 'No employees to show for this day.'}
        emptyIcon={Users}
      />
    </Card>
  );
}
