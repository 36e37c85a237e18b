import { describe, expect, it } from 'vitest';
import { type EntryItem, entryKeys, entryOfType, inTypeIndex, withCombinedEntries } from './ledger-store.ts';

const entry = (n: number, leaveTypeId: number, kind: EntryItem['kind'], units: number, total: number): EntryItem => ({
  ...entryKeys(1, 7, leaveTypeId, '2026-12-03', n, true),
  organization_id: 1,
  employee_id: 7,
  entry_number: n,
  leave_type_id: leaveTypeId,
  kind,
  date: '2026-12-03',
  units,
  balance_after: 1000 + units,
  totals_after: { [String(leaveTypeId)]: { accrued: total, taken: 0, adjusted: 0, pending: 0 } },
  posted_through_after: '2026-11-30',
  ...(kind === 'pay_run' ? { reason: `type ${leaveTypeId}` } : {}),
  actor_name: 'System',
  recorded_at: '2026-12-03T00:00:00.000Z',
});

describe('a pay run’s entries of one posting as one item', () => {
  it('keeps every type’s change as a part, the first type’s keys and the totals after the last', () => {
    const accrual = entry(4, 1, 'accrual', 50, 50);
    const runs = [entry(5, 1, 'pay_run', -9, 41), entry(6, 2, 'pay_run', -4, 37), entry(7, 3, 'pay_run', -2, 35)];
    const [kept, combined] = withCombinedEntries([accrual, ...runs], 1) as [EntryItem, EntryItem];
    expect(kept).toBe(accrual);
    expect(combined).toMatchObject({ sk: runs[0]?.sk, gsi2sk: runs[0]?.gsi2sk, entry_number: 5, leave_type_id: 1 });
    expect(combined.totals_after).toEqual(runs[2]?.totals_after);
    expect(combined.part_type_ids).toEqual([1, 2, 3]);
    // Each type reads back exactly the entry it had on its own, but for the keys and totals.
    for (const single of runs) {
      const read = entryOfType(combined, single.leave_type_id);
      expect([read.leave_type_id, read.units, read.balance_after, read.reason]).toEqual([
        single.leave_type_id,
        single.units,
        single.balance_after,
        single.reason,
      ]);
    }
  });

  it('leaves a single entry, and an entry without parts, as they are', () => {
    const one = [entry(1, 1, 'pay_run', -9, 41)];
    expect(withCombinedEntries(one, 0)).toEqual(one);
    expect(entryOfType(one[0] as EntryItem, 1)).toBe(one[0]);
  });
});

describe('the type index (gsi2) of entries', () => {
  it('holds only entries of custom types not yet marked used: what deleting a type asks', () => {
    expect(inTypeIndex({ code: null, in_use: false })).toBe(true);
    expect(inTypeIndex({ code: null, in_use: true })).toBe(false);
    expect(inTypeIndex({ code: 'annual', in_use: false })).toBe(false);
    expect(entryKeys(1, 7, 10, '2026-12-03', 3, true)).toEqual({
      pk: 'org#1',
      sk: 'leave_entry#000000000007#2026-12-03#00000003',
      gsi2pk: 'org#1#leave_type#10',
      gsi2sk: '000000000007#2026-12-03#00000003',
    });
    expect(entryKeys(1, 7, 1, '2026-12-03', 3, false)).toEqual({
      pk: 'org#1',
      sk: 'leave_entry#000000000007#2026-12-03#00000003',
    });
  });
});
