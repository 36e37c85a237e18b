import { addDays } from '@wattle/shared/calendar';
import { ID_PADDING } from '../db/attributes.ts';
import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import { rawItem, type TransactionItem, type TransactionResult } from '../db/transactions.ts';
import { OPEN_SHIFT_EMPLOYEE, type ShiftItem, shiftEntity } from './roster-entities.ts';

/*
 * The per-employee-day guard of shifts (pk org#<org>, sk dayguard#<employee>#<date>): the shifts an
 * employee has starting that day ({shift_id, start_time, end_time}) and a version. The overlap
 * check reads the per-employee index (gsi1), which is eventually consistent in AWS, so two shifts
 * written at the same instant (or one right after the other) could both pass it. Every create, move
 * and delete of an employee's shift therefore also reads the guards of the day before, the day and
 * the day after strongly consistently, checks the shifts they name (read by key, strongly
 * consistent, so a guard that missed a change by other code cannot mislead it), and writes the
 * day's guard conditional on the version it read, and checks the neighbouring days' versions, in
 * the same transaction as the shift. The second of two racing writes fails its condition: 409.
 * Guards carry no index keys, so the roster's Query of gsi2 (GET /rosters) never reads them.
 */

const pad = (id: number) => String(id).padStart(ID_PADDING.length, ID_PADDING.char);

export const ROSTER_DAY_CHANGED =
  'This person’s shifts on that day changed at the same moment (another tab or person): reload and try again.';

interface GuardInterval {
  shift_id: number;
  start_time: string;
  end_time: string;
}

interface DayGuard {
  employee_id: number;
  date: string;
  intervals: GuardInterval[];
  /** 0 while the day has no guard item. */
  version: number;
}

const guardKey = (organizationId: number, employeeId: number, date: string) => ({
  pk: `org#${organizationId}`,
  sk: `dayguard#${pad(employeeId)}#${date}`,
});
const dayOf = (employeeId: number, date: string) => `${employeeId}#${date}`;

/** What a shift write reads of an employee's days around `date`: their guards and their shifts. */
export interface ShiftDays {
  organizationId: number;
  guards: Map<string, DayGuard>;
  /**
   * The employee's shifts starting the day before to the day after (and those of the day a moved
   * shift leaves that its guard names), as stored now.
   */
  shifts: ShiftItem[];
}

/**
 * The employee's shifts from the day before `date` to the day after, and the guards of those days
 * (and of `also`, the day a moved shift leaves): the per-employee index (one Query) and the guards
 * (one strongly consistent BatchGet), then every shift either names, by key (one strongly
 * consistent BatchGet), kept when it is still the employee's on one of those days.
 */
export async function readShiftDays(
  organizationId: number,
  employeeId: number,
  date: string,
  also?: { employee_id: number; date: string },
): Promise<ShiftDays> {
  const days = [addDays(date, -1), date, addDays(date, 1)].map((day) => ({ employee_id: employeeId, date: day }));
  const wanted = also && also.employee_id !== OPEN_SHIFT_EMPLOYEE ? [...days, also] : days;
  const table = tableNames().rostering;
  const [indexed, found] = await Promise.all([
    shiftEntity()
      .query.byEmployee({ organization_id: organizationId, employee_id: employeeId })
      .between({ date: addDays(date, -1) }, { date: addDays(date, 2) })
      .go({ pages: 'all', attributes: ['shift_id'] }),
    batchGet([
      { table, keys: wanted.map((day) => guardKey(organizationId, day.employee_id, day.date)), consistent: true },
    ]),
  ]);
  const guards = new Map<string, DayGuard>();
  for (const day of wanted) guards.set(dayOf(day.employee_id, day.date), { ...day, intervals: [], version: 0 });
  for (const item of found.get(table) ?? []) {
    const guard = item as unknown as DayGuard;
    guards.set(dayOf(guard.employee_id, guard.date), guard);
  }
  const ids = new Set([
    ...indexed.data.map((item) => item.shift_id),
    ...[...guards.values()].flatMap((guard) => guard.intervals.map((interval) => interval.shift_id)),
  ]);
  const shiftKeys = [...ids].map((id) => ({ pk: `org#${organizationId}`, sk: `shift#${pad(id)}` }));
  const read = ((await batchGet([{ table, keys: shiftKeys, consistent: true }])).get(table) ?? []) as ShiftItem[];
  const kept = new Set(wanted.map((day) => dayOf(day.employee_id, day.date)));
  return { organizationId, guards, shifts: read.filter((item) => kept.has(dayOf(item.employee_id, item.date))) };
}

type Placed = Pick<ShiftItem, 'shift_id' | 'employee_id' | 'date' | 'start_time' | 'end_time'>;

/**
 * The guard operations of a shift write (in its transaction): the days `before` leaves and `after`
 * enters are written (their intervals as the shifts now stored, the shift taken out or put in),
 * each on condition of the version read; the days beside `after` are checked unchanged. Open
 * shifts have no guard.
 */
export function guardWrites(read: ShiftDays, before: Placed | null, after: Placed | null): TransactionItem[] {
  const table = tableNames().rostering;
  const now = new Date().toISOString();
  const condition = (guard: DayGuard) =>
    guard.version === 0
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': guard.version } };
  const written = new Map<string, TransactionItem>();
  const write = (employeeId: number, date: string) => {
    const guard = read.guards.get(dayOf(employeeId, date));
    if (!guard || employeeId === OPEN_SHIFT_EMPLOYEE || written.has(dayOf(employeeId, date))) return;
    const ids = new Set(before ? [before.shift_id] : []);
    if (after) ids.add(after.shift_id);
    const kept = read.shifts.filter(
      (item) => item.employee_id === employeeId && item.date === date && !ids.has(item.shift_id),
    );
    const placed = after && after.employee_id === employeeId && after.date === date ? [after] : [];
    const intervals = [...kept, ...placed]
      .map((item) => ({ shift_id: item.shift_id, start_time: item.start_time, end_time: item.end_time }))
      .sort((a, b) => a.start_time.localeCompare(b.start_time) || a.shift_id - b.shift_id);
    written.set(
      dayOf(employeeId, date),
      rawItem({
        Put: {
          TableName: table,
          Item: {
            ...guardKey(read.organizationId, employeeId, date),
            organization_id: read.organizationId,
            employee_id: employeeId,
            date,
            intervals,
            version: guard.version + 1,
            updated_at: now,
          },
          ...condition(guard),
        },
      }),
    );
  };
  if (before) write(before.employee_id, before.date);
  if (after) write(after.employee_id, after.date);
  const checks: TransactionItem[] = [];
  if (after && after.employee_id !== OPEN_SHIFT_EMPLOYEE) {
    for (const date of [addDays(after.date, -1), addDays(after.date, 1)]) {
      const guard = read.guards.get(dayOf(after.employee_id, date));
      if (!guard || written.has(dayOf(after.employee_id, date))) continue;
      checks.push(
        rawItem({
          ConditionCheck: {
            TableName: table,
            Key: guardKey(read.organizationId, after.employee_id, date),
            ...condition(guard),
          },
        }),
      );
    }
  }
  return [...written.values(), ...checks];
}

/**
 * Whether a cancelled transaction lost on a guard (its operations from `from` on): a guard changed
 * since it was read, or another transaction still held it after transactWrite's retries.
 */
export const guardLost = (result: TransactionResult, from: number) =>
  result.data
    .slice(from)
    .some((reason) => reason.code === 'ConditionalCheckFailed' || reason.code === 'TransactionConflict');
