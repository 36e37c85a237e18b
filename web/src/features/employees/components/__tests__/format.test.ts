import { describe, expect, it } from 'vitest';
import { formatDateTime, fullName, timeSince } from '../format';
import { managerChoices, reportsOf } from '../managers';

describe('timeSince', () => {
  it.each([
    ['2026-08-21', '2026-11-21', '3 months'],
    ['2026-08-22', '2026-11-21', '2 months'],
    ['2024-09-01', '2026-11-21', '2 years 2 months'],
    ['2025-11-21', '2026-11-21', '1 year'],
    ['2026-11-09', '2026-11-21', '12 days'],
    ['2026-11-20', '2026-11-21', '1 day'],
    ['2026-11-21', '2026-11-21', 'Today'],
    ['2026-11-26', '2026-11-21', 'Starts in 5 days'],
    ['not a date', '2026-11-21', ''],
  ])('from %s to %s is %s', (start, today, expected) => {
    expect(timeSince(start, today)).toBe(expected);
  });
});

describe('names and timestamps', () => {
  it('joins names and keeps an unreadable timestamp as it is', () => {
    expect(fullName({ first_name: 'Mia', last_name: 'Nguyen' })).toBe('Mia Nguyen');
    expect(fullName(null)).toBe('');
    expect(formatDateTime('yesterday')).toBe('yesterday');
    expect(formatDateTime('2026-03-04T05:06:07Z')).toMatch(/2026/);
  });
});

describe('manager choices', () => {
  const option = (id: number, reporting_manager_id: number | null) => ({
    id,
    first_name: `P${id}`,
    last_name: 'X',
    employee_code: `E${id}`,
    reporting_manager_id,
  });
  // 1 manages 2, 2 manages 3; 4 stands alone.
  const options = [option(1, null), option(2, 1), option(3, 2), option(4, null)];

  it('leaves out the employee and everyone below them', () => {
    expect([...reportsOf(1, options)].sort()).toEqual([2, 3]);
    expect(managerChoices(2, options).map((choice) => choice.id)).toEqual([1, 4]);
    expect(managerChoices(null, options)).toHaveLength(4);
  });
});
