import { OPEN_SHIFTS } from './roster-index';

/** A person a shift can be given to. */
export interface ShiftPerson {
  employee_id: number;
  name: string;
}

/** The options of a shift form's Person select: an open shift (no one), then the department's people. */
export function PersonOptions({ people }: { people: readonly ShiftPerson[] }) {
  return (
    <>
      <option value="">{OPEN_SHIFTS} (unassigned)</option>
      {people.map((person) => (
        <option key={person.employee_id} value={person.employee_id}>
          {person.name}
        </option>
      ))}
    </>
  );
}
