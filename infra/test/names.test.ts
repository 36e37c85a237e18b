import { describe, expect, it } from 'vitest';
import { pascalCase } from '../lib/names.ts';

describe('pascalCase', () => {
  it('derives construct and output names from logical names', () => {
    expect(pascalCase('identity')).toBe('Identity');
    expect(pascalCase('leave-requests')).toBe('LeaveRequests');
  });
});
