import { formatLongDate, todayIn } from '@wattle/shared/calendar';
import {
  holidayKey,
  PUBLIC_HOLIDAY_MESSAGES,
  type PublicHoliday,
  type PublicHolidayList,
  publicHolidayCorrection,
  publicHolidayInput,
  type publicHolidaysQuery,
} from '@wattle/shared/public-holidays';
import type { AuState } from '@wattle/shared/work-pattern';
import type * as z from 'zod';
import { type AuditEntry, auditPut } from '../audit/audit.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { organizationTimezone } from '../organizations/memberships.ts';
import { parseInput } from '../validation.ts';
import {
  type HolidayCorrectionItem,
  holidayCorrections,
  publicHolidayCorrectionEntity,
} from './public-holiday-entity.ts';
import { findGenerated, generatedBetween, mergeHolidays, removedHolidays } from './public-holidays.ts';

/** The screen's list: a year (default: the organization's) of a state's holidays, or the national ones. */
export async function listPublicHolidays(
  organizationId: number,
  query: z.output<typeof publicHolidaysQuery>,
): Promise<PublicHolidayList> {
  const year = query.year ?? Number(todayIn(organizationTimezone(organizationId)).slice(0, 4));
  const state = query.state ?? null;
  const [from, to] = [`${year}-01-01`, `${year}-12-31`];
  const generated = generatedBetween(state, from, to);
  const corrections = await holidayCorrections(organizationId);
  return {
    year,
    state,
    data: mergeHolidays(generated, corrections, state, from, to),
    removed: removedHolidays(generated, corrections),
  };
}

const statesText = (item: Pick<HolidayCorrectionItem, 'all_states' | 'states'>) =>
  item.all_states ? 'all states' : (item.states ?? []).join(', ');

const timeText = (fromTime: string | undefined | null) => (fromTime ? ` from ${fromTime}` : '');

function audit(
  organizationId: number,
  action: 'create' | 'update' | 'delete' | 'restore',
  key: string,
  summary: string,
): AuditEntry {
  return {
    organizationId,
    module: 'leave',
    action,
    record: { type: 'public_holiday', id: key, label: key },
    summary,
  };
}

const readCorrection = async (organizationId: number, key: string) =>
  (
    await publicHolidayCorrectionEntity()
      .get({ organization_id: organizationId, holiday_key: key })
      .go({ consistent: true })
  ).data;

const asHoliday = (item: HolidayCorrectionItem): PublicHoliday => ({
  id: item.holiday_key,
  date: item.date,
  name: item.name,
  ...(item.from_time ? { from_time: item.from_time } : {}),
  source: 'organization',
  states: item.all_states ? 'all' : ((item.states ?? []) as AuState[]),
  version: item.version,
});

const statesOf = (states: 'all' | AuState[]) =>
  states === 'all' ? { all_states: true, states: [] } : { all_states: false, states: [...new Set(states)] };

/** HR adds a day of the organization's own (one, several or all states), audited. */
export async function addPublicHoliday(organizationId: number, input: unknown): Promise<PublicHoliday> {
  const data = parseInput(publicHolidayInput, input);
  const key = holidayKey(data.date, data.name);
  if (findGenerated(key)) throw VisibleError.validation({ name: [PUBLIC_HOLIDAY_MESSAGES.duplicate] });
  const now = new Date().toISOString();
  const item = {
    organization_id: organizationId,
    holiday_key: key,
    kind: 'added' as const,
    date: data.date,
    name: data.name,
    ...(data.from_time ? { from_time: data.from_time } : {}),
    ...statesOf(data.states),
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const result = await transactWrite([
    committed(publicHolidayCorrectionEntity().create(item)),
    auditPut(
      audit(
        organizationId,
        'create',
        key,
        `Added public holiday ${data.name} on ${formatLongDate(data.date)}${timeText(data.from_time)} (${statesText(item)})`,
      ),
    ),
  ]);
  if (result.canceled) throw VisibleError.validation({ name: [PUBLIC_HOLIDAY_MESSAGES.duplicate] });
  return asHoliday(item);
}

/** Writes `item` over the correction read at `expected` (0: none yet), with its audit event; 409 when it moved. */
async function writeCorrection(expected: number, item: HolidayCorrectionItem, entry: AuditEntry) {
  const entity = publicHolidayCorrectionEntity();
  const write =
    expected === 0 ? entity.create(item) : entity.put(item).where(({ version }, { eq }) => eq(version, expected));
  const result = await transactWrite([committed(write), auditPut(entry)]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
}

/**
 * Corrects a day: an added one (date, name, evening start, states) or a generated one (date in the
 * same year, name, evening start: a correction that gives back date-holidays' values removes it).
 */
export async function correctPublicHoliday(
  organizationId: number,
  key: string,
  input: unknown,
): Promise<PublicHoliday> {
  const data = parseInput(publicHolidayCorrection, input);
  const existing = await readCorrection(organizationId, key);
  const generated = existing?.kind === 'added' ? undefined : findGenerated(key);
  if (existing?.kind === 'removed' || (!existing && !generated)) throw VisibleError.notFound('Public holiday');
  if ((existing?.version ?? 0) !== data.version) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  if (generated && data.states !== undefined) {
    throw VisibleError.validation({ states: [PUBLIC_HOLIDAY_MESSAGES.statesOfGenerated] });
  }
  const base = existing ?? { ...generated, from_time: generated?.from_time };
  const date = data.date ?? (base.date as string);
  const name = data.name ?? (base.name as string);
  const fromTime = data.from_time === undefined ? base.from_time : data.from_time;
  if (generated && date.slice(0, 4) !== generated.date.slice(0, 4)) {
    throw VisibleError.validation({ date: [PUBLIC_HOLIDAY_MESSAGES.sameYear] });
  }
  const now = new Date().toISOString();
  const states = existing?.kind === 'added' ? (data.states ? statesOf(data.states) : existing) : null;
  const item: HolidayCorrectionItem = {
    organization_id: organizationId,
    holiday_key: key,
    kind: existing?.kind === 'added' ? 'added' : 'corrected',
    date,
    name,
    ...(fromTime ? { from_time: fromTime } : {}),
    all_states: states?.all_states ?? false,
    states: states?.states ?? [],
    version: (existing?.version ?? 0) + 1,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
  const before = `${base.name} on ${formatLongDate(base.date as string)}${timeText(base.from_time)}`;
  const after = `${name} on ${formatLongDate(date)}${timeText(fromTime)}`;
  const entry = audit(organizationId, 'update', key, `Corrected public holiday ${before} to ${after}`);
  const backToGenerated =
    generated && date === generated.date && name === generated.name && (fromTime ?? undefined) === generated.from_time;
  if (backToGenerated && existing) {
    const result = await transactWrite([
      committed(
        publicHolidayCorrectionEntity()
          .delete({ organization_id: organizationId, holiday_key: key })
          .where(({ version }, { eq }) => eq(version, existing.version)),
      ),
      auditPut(entry),
    ]);
    if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
    return { ...generated, source: 'generated', version: 0 };
  }
  if (backToGenerated) throw VisibleError.validation({ name: [PUBLIC_HOLIDAY_MESSAGES.unchanged] });
  await writeCorrection(existing?.version ?? 0, item, entry);
  if (item.kind === 'added') return asHoliday(item);
  return {
    id: key,
    date,
    name,
    ...(fromTime ? { from_time: fromTime } : {}),
    source: 'generated',
    corrected: { date: generated?.date as string, name: generated?.name as string },
    version: item.version,
  };
}

/** Removes a day: an added one is deleted; a generated one is kept out of the organization's list. */
export async function removePublicHoliday(organizationId: number, key: string): Promise<void> {
  const existing = await readCorrection(organizationId, key);
  if (existing?.kind === 'added') {
    const result = await transactWrite([
      committed(
        publicHolidayCorrectionEntity()
          .delete({ organization_id: organizationId, holiday_key: key })
          .where(({ version }, { eq }) => eq(version, existing.version)),
      ),
      auditPut(audit(organizationId, 'delete', key, `Removed public holiday ${existing.name} on ${existing.date}`)),
    ]);
    if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
    return;
  }
  const generated = existing?.kind === 'removed' ? undefined : findGenerated(key);
  if (!generated) throw VisibleError.notFound('Public holiday');
  const now = new Date().toISOString();
  await writeCorrection(
    existing?.version ?? 0,
    {
      organization_id: organizationId,
      holiday_key: key,
      kind: 'removed',
      date: generated.date,
      name: generated.name,
      all_states: false,
      states: [],
      version: (existing?.version ?? 0) + 1,
      created_at: existing?.created_at ?? now,
      updated_at: now,
    },
    audit(organizationId, 'delete', key, `Removed public holiday ${generated.name} on ${generated.date}`),
  );
}

/** Gives back a generated day the organization removed: its correction goes, date-holidays' day is listed again. */
export async function restorePublicHoliday(organizationId: number, key: string): Promise<PublicHoliday> {
  const existing = await readCorrection(organizationId, key);
  const generated = existing?.kind === 'removed' ? findGenerated(key) : undefined;
  if (!existing || !generated) throw VisibleError.notFound('Public holiday');
  const result = await transactWrite([
    committed(
      publicHolidayCorrectionEntity()
        .delete({ organization_id: organizationId, holiday_key: key })
        .where(({ version }, { eq }) => eq(version, existing.version)),
    ),
    auditPut(audit(organizationId, 'restore', key, `Restored public holiday ${generated.name} on ${generated.date}`)),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return { ...generated, source: 'generated', version: 0 };
}
