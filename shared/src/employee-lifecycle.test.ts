import { describe, expect, it } from 'vitest';
import {
  addMonths,
  defaultProbationEnd,
  EXIT_REASONS,
  exitScheduled,
  lifecycleOf,
  probationReview,
  STP_CESSATION_CODES,
} from './employee-lifecycle.ts';

const today = '2026-11-25';

describe('lifecycleOf', () => {
  it('counts a hire joining today as current and one joining tomorrow as upcoming', () => {
    expect(lifecycleOf({ status: 'On Probation', joining_date: today }, today)).toBe('current');
    expect(lifecycleOf({ status: 'On Probation', joining_date: '2026-11-26' }, today)).toBe('upcoming');
    expect(lifecycleOf({ status: 'Active', joining_date: '2026-11-24' }, today)).toBe('current');
  });

  it('keeps a leaver current until and including the last working day', () => {
    const leaver = { status: 'Terminated', joining_date: '2024-01-01' };
    expect(lifecycleOf({ ...leaver, last_working_day: '2026-12-05' }, today)).toBe('current');
    expect(lifecycleOf({ ...leaver, last_working_day: today }, today)).toBe('current');
    expect(lifecycleOf({ ...leaver, last_working_day: '2026-11-24' }, today)).toBe('former');
    expect(exitScheduled({ ...leaver, last_working_day: today }, today)).toBe(true);
    expect(exitScheduled({ ...leaver, last_working_day: '2026-11-24' }, today)).toBe(false);
  });

  it('treats a record with status Terminated or Inactive and no recorded exit as former', () => {
    expect(lifecycleOf({ status: 'Terminated', joining_date: '2024-01-01' }, today)).toBe('former');
    expect(lifecycleOf({ status: 'Inactive', joining_date: '2024-01-01', last_working_day: null }, today)).toBe(
      'former',
    );
    expect(lifecycleOf({ status: 'On Leave', joining_date: '2024-01-01' }, today)).toBe('current');
  });
});

describe('exit reasons', () => {
  it('maps every reason to its STP Phase 2 cessation type code', () => {
    expect(EXIT_REASONS.map((reason) => STP_CESSATION_CODES[reason])).toEqual(['V', 'F', 'R', 'C', 'I', 'D', 'T']);
  });
});

describe('probation', () => {
  it('ends the day before the joining date plus the probation length', () => {
    expect(defaultProbationEnd('2026-01-01', 6)).toBe('2026-06-30');
    expect(defaultProbationEnd('2026-11-25', 6)).toBe('2027-05-24');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
  });

  it('is due for review within 14 days and overdue after its end', () => {
    expect(probationReview('2026-11-24', today)).toBe('overdue');
    expect(probationReview(today, today)).toBe('due');
    expect(probationReview('2026-12-09', today)).toBe('due');
    expect(probationReview('2026-12-10', today)).toBe('later');
    expect(probationReview(null, today)).toBe('due');
  });
});
