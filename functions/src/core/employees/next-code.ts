import { readAsMember } from '../tenancy/memberships.ts';
import { readDirectory } from './directory.ts';
import { normalizeUnique } from './employee-checks.ts';

/**
 * The employee code a new employee's form suggests (issue 25 §3): the next in the organization's
 * sequence. The sequence is the prefix of the most recently added employee whose code ends in a
 * number ("EMP-012" → "EMP-"); the suggestion is the highest number any code with that prefix
 * carries, plus one, as wide as the widest of them ("EMP-013"). With no numbered code yet it is
 * "EMP-001". Trashed employees keep their codes and count. The create still checks uniqueness, so
 * two people adding employees at once get a 422 on the second, not a copy.
 */
export const FIRST_EMPLOYEE_CODE = 'EMP-001';

const NUMBERED = /^(.*?)(\d+)$/;

export function nextEmployeeCode(entries: readonly { employee_id: number; employee_code: string }[]): string {
  const numbered = entries
    .map((entry) => ({ id: entry.employee_id, match: NUMBERED.exec(entry.employee_code.trim()) }))
    .filter((entry): entry is { id: number; match: RegExpExecArray } => entry.match !== null);
  const latest = numbered.reduce<(typeof numbered)[number] | null>(
    (best, entry) => (best === null || entry.id > best.id ? entry : best),
    null,
  );
  if (!latest) return FIRST_EMPLOYEE_CODE;
  const prefix = latest.match[1] as string;
  // Codes are unique case-insensitively, so "emp-" and "EMP-" are one sequence; a number above
  // every number of the sequence is a code no one holds.
  const same = numbered
    .filter((entry) => normalizeUnique(entry.match[1] as string) === normalizeUnique(prefix))
    .map((entry) => entry.match[2] as string);
  const highest = same.reduce((max, digits) => (BigInt(digits) > max ? BigInt(digits) : max), 0n);
  const width = Math.max(...same.map((digits) => digits.length));
  return `${prefix}${String(highest + 1n).padStart(width, '0')}`;
}

/** GET /employees/next-code: the suggestion from the directory (one BatchGet of its shards; no Scan). */
export async function suggestEmployeeCode(organizationId: number): Promise<{ employee_code: string }> {
  const directory = await readAsMember(organizationId, () => readDirectory(organizationId));
  return { employee_code: nextEmployeeCode(directory) };
}
