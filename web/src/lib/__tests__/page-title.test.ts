import { describe, expect, it } from 'vitest';
import { titleFromPath } from '../page-title';

describe('titleFromPath', () => {
  it('is Dashboard on the dashboard itself', () => {
    expect(titleFromPath('/dashboard')).toBe('Dashboard');
    expect(titleFromPath('/dashboard/')).toBe('Dashboard');
  });

  it('takes the second path segment, capitalised', () => {
    expect(titleFromPath('/dashboard/organizations')).toBe('Organizations');
    expect(titleFromPath('/dashboard/organizations/12')).toBe('Organizations');
    expect(titleFromPath('/dashboard/recruitment/jobs')).toBe('Recruitment');
    expect(titleFromPath('/dashboard/profile')).toBe('Profile');
  });

  it('turns hyphens into spaces', () => {
    expect(titleFromPath('/dashboard/leave-requests')).toBe('Leave Requests');
  });
});
