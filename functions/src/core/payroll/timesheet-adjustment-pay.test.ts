import { describe, expect, it } from 'vitest';
import type { CalculatedLine } from './payslip-types.ts';
import { differenceLines, recoveryNotice } from './timesheet-adjustment-pay.ts';

const line = (description: string, hours: number, rateCents: number, kind: 'ordinary' | 'overtime' = 'ordinary') =>
  ({
    id: 'timesheet-1',
    kind,
    description,
    hours,
    rate_e4: rateCents * 100,
    amount_cents: (hours * rateCents) / 100,
    source: 'calculated',
  }) as CalculatedLine;

const PERIOD = '2 November 2026 to 15 November 2026';

describe('an adjustment’s payslip lines', () => {
  it('are what the adjustment pays less what was paid, per category and rate, none where nothing differs', () => {
    const paid = [line('Ordinary hours', 800, 3750), line('Sunday', 200, 5250)];
    const adjusted = [line('Ordinary hours', 800, 3750), line('Saturday', 400, 4500), line('Sunday', 300, 5250)];
    expect(
      differenceLines(adjusted, paid, PERIOD, 9).map((each) => [
        each.id,
        each.description,
        each.hours,
        each.amount_cents,
      ]),
    ).toEqual([
      ['timesheet-adjustment-9-1', `Adjustment ${PERIOD}: Saturday`, 400, 18_000],
      ['timesheet-adjustment-9-2', `Adjustment ${PERIOD}: Sunday`, 100, 5_250],
    ]);
  });

  it('are negative for hours taken away, a category gone altogether included', () => {
    const paid = [line('Ordinary hours', 800, 3750), line('Overtime', 200, 5250, 'overtime')];
    const adjusted = [line('Ordinary hours', 400, 3750)];
    expect(
      differenceLines(adjusted, paid, PERIOD, 3).map((each) => [each.kind, each.hours, each.amount_cents]),
    ).toEqual([
      ['ordinary', -400, -15_000],
      ['overtime', -200, -10_500],
    ]);
  });

  it('a recovery names the amount and the Act', () => {
    expect(recoveryNotice(PERIOD, -15_000)).toContain('lowers pay by $150.00');
    expect(recoveryNotice(PERIOD, -15_000)).toContain('(Fair Work Act 2009 s 324)');
  });
});
