import { describe, expect, it } from 'vitest';
import { nextEmployeeCode } from './next-code.ts';

const codes = (...values: string[]) =>
  values.map((employee_code, index) => ({ employee_id: index + 1, employee_code }));

describe('the suggested employee code', () => {
  it('starts a sequence when there is none', () => {
    expect(nextEmployeeCode([])).toBe('EMP-001');
    expect(nextEmployeeCode(codes('ANNA', 'BOB'))).toBe('EMP-001');
  });

  it('follows the highest number of the latest employee’s prefix, as wide as the widest', () => {
    expect(nextEmployeeCode(codes('EMP-001', 'EMP-012', 'EMP-003'))).toBe('EMP-013');
    expect(nextEmployeeCode(codes('B7', 'B0099'))).toBe('B0100');
    expect(nextEmployeeCode(codes('EMP-009'))).toBe('EMP-010');
    expect(nextEmployeeCode(codes('EMP-999'))).toBe('EMP-1000');
    // The latest employee's prefix is the sequence; other prefixes' numbers do not count.
    expect(nextEmployeeCode(codes('SYD-040', 'EMP-002', 'MEL-7'))).toBe('MEL-8');
    // Prefixes compare as codes do (case-insensitively).
    expect(nextEmployeeCode(codes('emp-005', 'EMP-002'))).toBe('EMP-006');
    expect(nextEmployeeCode(codes('12345678901234567890'))).toBe('12345678901234567891');
  });

  it('suggests a code no one holds, whatever the case or width of the others', () => {
    expect(nextEmployeeCode(codes('EMP-001-B', 'X', 'emp-001'))).toBe('emp-002');
    expect(nextEmployeeCode(codes('A-9', 'a-011', 'Z', 'A-4'))).toBe('A-012');
  });
});
