import { describe, expect, it } from 'vitest';
import { minimumWageOn } from '../minimum-wage.ts';
import { BUILT_IN_PAY_CONDITION_SETS, FAST_FOOD, GENERAL_RETAIL, HOSPITALITY_GENERAL } from './builtins.ts';
import { interpretShifts } from './interpret.ts';
import { minimumRateFor } from './minimum-rate.ts';
import type { PayConditionSet, RuleSource } from './model.ts';
import { versionOn } from './model.ts';
import { payConditionSetInput } from './schema.ts';
import { TEST_SET } from './test-set.ts';

/** Every `source` object anywhere in a set. */
function sources(value: unknown, found: RuleSource[] = []): RuleSource[] {
  if (Array.isArray(value)) for (const item of value) sources(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'source') found.push(item as RuleSource);
      else sources(item, found);
    }
  }
  return found;
}

describe('built-in pay condition sets', () => {
  it.each(BUILT_IN_PAY_CONDITION_SETS.map((set) => [set.id, set] as const))(
    '%s validates against the schema',
    (_, set) => {
      const parsed: PayConditionSet = payConditionSetInput.parse(set);
      expect(parsed).toEqual(set);
    },
  );

  it.each(BUILT_IN_PAY_CONDITION_SETS.map((set) => [set.id, set] as const))(
    '%s: every rule has a source, and every unverified one says why',
    (id, set) => {
      const version = set.versions[0];
      const rules = sources(version);
      // base rates, juniors, casual loading, span, penalties, overtime, engagement, breaks …
      expect(rules.length).toBeGreaterThanOrEqual(9);
      for (const source of rules) {
        expect(source.instrument).toBe(id);
        expect(source.publication.length).toBeGreaterThan(10);
        if (source.unverified) expect(source.unverified_reason?.length).toBeGreaterThan(20);
      }
    },
  );

  it('is in effect on 1 December 2026 with the 2026–27 rates', () => {
    for (const set of BUILT_IN_PAY_CONDITION_SETS)
      expect(versionOn(set, '2026-12-01')?.effective_from).toBe('2026-07-01');
    const rate = (set: PayConditionSet, classification: string) =>
      minimumRateFor(set, { employment_type: 'full_time', classification }, '2026-12-01')?.hourly_cents;
    expect(rate(GENERAL_RETAIL, 'L1')).toBe(2781);
    expect(rate(HOSPITALITY_GENERAL, 'L1')).toBe(minimumWageOn('2026-12-01')?.hourly_cents);
    expect(rate(FAST_FOOD, 'L1')).toBe(2781);
    // No built-in ongoing classification is below the national minimum wage (the introductory level is the C14 entry rate).
    for (const set of BUILT_IN_PAY_CONDITION_SETS)
      for (const item of versionOn(set, '2026-12-01')?.base_rates.classifications ?? [])
        if (item.code !== 'INTRO') expect(item.hourly_cents).toBeGreaterThanOrEqual(2644);
  });

  it("cites the award's clause on a casual's Sunday line", () => {
    const sunday = { date: '2026-12-06', start: '10:00', end: '14:00', break_minutes: 0 };
    const options = { public_holidays: [], week_start: '2026-11-30' };
    const retail = interpretShifts(
      GENERAL_RETAIL,
      { employment_type: 'casual', classification: 'L1' },
      [sunday],
      options,
    );
    expect(retail.lines.map((line) => [line.rule, line.rate_cents, line.unverified])).toEqual([
      ['MA000004 cl. 22.1: Sunday 175%', 4867, true],
    ]);
    const fastFood = interpretShifts(FAST_FOOD, { employment_type: 'casual', classification: 'L1' }, [sunday], options);
    expect(fastFood.lines[0]?.rule).toBe('MA000003: Sunday (Level 1) 150%');
  });

  it('refuses a set whose unverified rule gives no reason, or whose penalty names an unknown classification', () => {
    const version = TEST_SET.versions[0];
    if (!version) throw new Error('no version');
    const noReason = {
      ...TEST_SET,
      versions: [
        {
          ...version,
          casual_loading: { ...version.casual_loading, source: { ...version.casual_loading.source, unverified: true } },
        },
      ],
    };
    expect(payConditionSetInput.safeParse(noReason).success).toBe(false);
    const unknown = {
      ...TEST_SET,
      versions: [{ ...version, penalties: version.penalties.map((rule) => ({ ...rule, classifications: ['NOPE'] })) }],
    };
    expect(payConditionSetInput.safeParse(unknown).success).toBe(false);
    expect(payConditionSetInput.safeParse(TEST_SET).success).toBe(true);
  });
});
