import { formatAud } from '@wattle/shared/money';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Shift } from '../api/rostering';
import { leaveText, unavailableLabel } from './grid-cell';
import { type CellRef, type RosterIndex, rowEmployeeId, rowName } from './roster-index';
import { ShiftCard } from './shift-card';
import { dayHeading, dayName, hoursText } from './week';

interface DayListProps {
  days: readonly string[];
  day: string;
  onDay: (day: string) => void;
  index: RosterIndex;
  /** None: the user may not add shifts. */
  onAdd?: (cell: CellRef) => void;
  /** None: the user may not edit shifts (cards are read-only). */
  onOpen?: (shift: Shift) => void;
}

/**
 * The roster on a phone: one day at a time (chosen from the week's days), its shifts grouped by
 * person, the open shifts first; a person's leave that day is shown with them. Adding and editing
 * go through the same dialogs as the grid.
 */
export function DayList({ days, day, onDay, index, onAdd, onOpen }: DayListProps) {
  const groups = index.rows
    .map((row) => {
      const cell = { employeeId: rowEmployeeId(row), date: day };
      return {
        row,
        cell,
        shifts: index.shiftsIn(cell),
        others: index.otherShiftsIn(cell),
        leave: index.leaveIn(cell),
        unavailable: index.unavailableIn(cell),
      };
    })
    .filter(
      (group) => group.shifts.length > 0 || group.others.length > 0 || group.leave || group.unavailable.length > 0,
    );
  return (
    <div>
      <div role="tablist" aria-label="Day" className="flex gap-1 overflow-x-auto border-b border-slate-200 p-2">
        {days.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={each === day}
            aria-label={dayName(each)}
            onClick={() => onDay(each)}
            className={cn(
              'shrink-0 rounded-md px-2 py-1.5 text-xs font-medium whitespace-nowrap',
              each === day ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            {dayHeading(each)}
          </button>
        ))}
      </div>
      <section role="tabpanel" aria-label={dayName(day)} className="p-3">
        <div className="mb-3 flex items-center justify-between gap-2">
          <div>
            <h2 className="text-base font-semibold text-slate-900">{dayName(day)}</h2>
            <p className="text-xs text-slate-600 tabular-nums">
              {hoursText(index.dayTotal(day).minutes)}
              {index.costsVisible ? ` · ${formatAud(index.dayTotal(day).cost_cents)}` : ''}
            </p>
          </div>
          {onAdd ? (
            <Button size="sm" onClick={() => onAdd({ employeeId: null, date: day })}>
              <Plus aria-hidden="true" className="size-4" />
              Add shift
            </Button>
          ) : null}
        </div>
        {groups.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-500">No shifts on this day.</p>
        ) : (
          <ul className="grid gap-3">
            {groups.map(({ row, cell, shifts, others, leave, unavailable }) => (
              <li key={cell.employeeId ?? 'open'} className="rounded-lg border border-slate-200 p-2">
                <div className="mb-1 flex items-center justify-between gap-2">
                  <h3 className="truncate text-sm font-medium text-slate-900">{rowName(row)}</h3>
                  {onAdd ? (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Add shift: ${rowName(row)}, ${dayName(day)}`}
                      onClick={() => onAdd(cell)}
                    >
                      <Plus aria-hidden="true" className="size-4" />
                    </Button>
                  ) : null}
                </div>
                {leave ? (
                  <p className="mb-1 rounded bg-violet-100 px-1 text-xs font-medium text-violet-800">
                    {leaveText(leave.leave_type_name)}
                    {leave.status === 'approved' ? '' : ' (requested)'}
                  </p>
                ) : null}
                {unavailable.map((span) => (
                  <p key={span.entry.id} className="mb-1 rounded bg-slate-100 px-1 text-xs font-medium text-slate-700">
                    {unavailableLabel(span)}
                    {span.entry.note ? <span className="font-normal text-slate-500"> · {span.entry.note}</span> : null}
                  </p>
                ))}
                <div className="grid gap-1">
                  {shifts.map((shift) => (
                    <ShiftCard
                      key={shift.id}
                      shift={shift}
                      checks={index.checksOf(shift.id)}
                      cost={index.costOf(shift.id)}
                      onOpen={onOpen}
                    />
                  ))}
                  {others.map((shift) => (
                    <ShiftCard
                      key={shift.id}
                      shift={shift}
                      checks={index.checksOf(shift.id)}
                      otherDepartment={shift.department_name}
                    />
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
