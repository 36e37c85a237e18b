import { isCalendarDate } from '@wattle/shared/calendar';
import { useSearchParams } from 'react-router-dom';
import { useOrganizationToday } from '@/lib/dates';
import { addDays, daysFrom, mondayOf } from './week';

/**
 * The roster's department and range, kept in the address (`?department=&week=&span=`) so a reload
 * or a shared link opens the same roster: a week (Monday to Sunday) or a fortnight from a Monday.
 */
export function useRosterRange(departmentIds: readonly number[]) {
  const [params, setParams] = useSearchParams();
  const today = useOrganizationToday();
  const thisWeek = mondayOf(today);
  const asked = params.get('week') ?? '';
  const from = isCalendarDate(asked) ? mondayOf(asked) : thisWeek;
  const span = params.get('span') === '14' ? 14 : 7;
  const askedDepartment = Number(params.get('department'));
  const departmentId = departmentIds.includes(askedDepartment) ? askedDepartment : (departmentIds[0] ?? null);
  const set = (patch: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch)) next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    today,
    from,
    to: addDays(from, span - 1),
    days: daysFrom(from, span),
    span,
    departmentId,
    setDepartment: (id: number) => set({ department: String(id) }),
    setSpan: (next: number) => set({ span: String(next) }),
    step: (step: -1 | 0 | 1) => set({ week: step === 0 ? thisWeek : addDays(from, step * span) }),
  };
}
