import type { RosterPerson, RosterView, Shift } from '@wattle/shared/roster-constants';
import { addDays } from '../week';

/** The week of Monday 30 November 2026 (the tests' clock is 2 December 2026 in Sydney). */
export const WEEK = '2026-11-30';

export const personOf = (id: number, patch: Partial<RosterPerson> = {}): RosterPerson => ({
  employee_id: id,
  name: `Person ${id}`,
  employment_type: 'casual',
  contracted_minutes_week: null,
  rostered_minutes: 0,
  other_department_minutes: 0,
  leave: [],
  ...patch,
});

export const shiftOf = (id: number, patch: Partial<Shift> = {}): Shift => ({
  id,
  organization_id: 3,
  employee_id: 7,
  employee_name: 'Rory Clock',
  department_id: 11,
  date: WEEK,
  start_time: '09:00',
  end_time: '17:00',
  break_minutes: 30,
  role: 'Front counter',
  notes: null,
  status: 'draft',
  published_at: null,
  acknowledged_at: null,
  worked_minutes: 450,
  version: 1,
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-20T00:00:00.000Z',
  ...patch,
});

/** Rory Clock (7): part-time, 38 h a week agreed, 7.5 h rostered; `patch` adds what a test needs. */
export const rory = (patch: Partial<RosterPerson> = {}) =>
  personOf(7, {
    name: 'Rory Clock',
    employment_type: 'part_time',
    contracted_minutes_week: 38 * 60,
    rostered_minutes: 450,
    ...patch,
  });

/** A department's week: Rory (part-time, 38 h agreed) with a Monday shift, Sam with approved leave on Tuesday. */
export function rosterOf(patch: Partial<RosterView> = {}): RosterView {
  const monday = shiftOf(101);
  const open = shiftOf(102, { employee_id: null, employee_name: null, date: addDays(WEEK, 2), role: 'Ovens' });
  return {
    from: WEEK,
    to: addDays(WEEK, 6),
    department_id: 11,
    people: [
      rory(),
      personOf(8, {
        name: 'Sam Oven',
        leave: [{ date: addDays(WEEK, 1), leave_type_name: 'Annual Leave', status: 'approved' }],
      }),
    ],
    shifts: [monday],
    open_shifts: [open],
    unavailability: [],
    checks: [
      {
        shift_id: 101,
        employee_id: 7,
        date: WEEK,
        rule: 'break_between_shifts',
        clause: 'MA000004 cl. 15.1',
        severity: 'warn',
        message: 'Less than 12 hours between shifts.',
        unverified: false,
      },
    ],
    costs: [
      { shift_id: 101, cost_cents: 21_413, lines: [], unverified: false },
      { shift_id: 102, cost_cents: 0, lines: [], note: 'Open shift: costed when assigned', unverified: false },
    ],
    day_totals: [
      { date: WEEK, minutes: 450, cost_cents: 21_413, shifts: 1 },
      { date: addDays(WEEK, 2), minutes: 450, cost_cents: 0, shifts: 1 },
    ],
    week_totals: [{ week_start: WEEK, minutes: 900, cost_cents: 21_413, shifts: 2 }],
    published: [],
    costs_visible: true,
    other_department_shifts: [],
    other_department_checks: [],
    ...patch,
  };
}

export const DEPARTMENTS = [
  {
    id: 11,
    organization_id: 3,
    name: 'Bakery',
    description: null,
    version: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
];
