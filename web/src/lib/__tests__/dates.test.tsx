import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testOrganization } from '@/testing/render-with-organization';
import { formatDate, useOrganizationToday } from '../dates';
import { SelectedOrganizationContext } from '../selected-organization';

describe('formatDate', () => {
  it('writes a date the en-AU way, long or medium', () => {
    expect(formatDate('2026-11-21')).toBe('21 November 2026');
    expect(formatDate('2027-01-05', 'medium')).toBe('5 Jan 2027');
  });

  it('never moves a day, whatever the time zone the browser is in', () => {
    const zone = process.env.TZ;
    try {
      // West of UTC a day read as a UTC midnight would show the day before; east of it, at times the day after.
      for (const tz of ['America/Los_Angeles', 'Australia/Sydney', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        expect(formatDate('2026-01-01', 'medium')).toBe('1 Jan 2026');
        expect(formatDate('2026-10-04')).toBe('4 October 2026');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('shows a value that is not a calendar date as it is', () => {
    for (const value of ['2026-02-30', '21/11/2026', 'soon', '']) expect(formatDate(value)).toBe(value);
  });
});

describe('useOrganizationToday', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const todayFor = (timezone: string) => {
    const organization = { ...testOrganization, timezone };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SelectedOrganizationContext.Provider
        value={{ organization, organizations: [organization], select: () => {}, isLoading: false, error: null }}
      >
        {children}
      </SelectedOrganizationContext.Provider>
    );
    return renderHook(() => useOrganizationToday(), { wrapper }).result.current;
  };

  it("is the organization's day, not the UTC day or the browser's", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 9:30 am on 24 November in Sydney, 23 November in UTC and in Perth's evening.
    vi.setSystemTime(new Date('2026-11-23T22:30:00.000Z'));
    expect(todayFor('Australia/Sydney')).toBe('2026-11-24');
    expect(todayFor('UTC')).toBe('2026-11-23');
    // Noon in Sydney: the same day everywhere east of UTC-1.
    vi.setSystemTime(new Date('2026-11-24T01:00:00.000Z'));
    expect(todayFor('Australia/Sydney')).toBe('2026-11-24');
    expect(todayFor('UTC')).toBe('2026-11-24');
  });
});
