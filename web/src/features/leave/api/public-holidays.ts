import type {
  PublicHoliday,
  PublicHolidayCorrectionInput,
  PublicHolidayInput,
  PublicHolidayList,
} from '@wattle/shared/public-holidays';
import type { AuState } from '@wattle/shared/work-pattern';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';

const PREFIX = 'public-holidays';

export const publicHolidaysKey = (organizationId: number | null, year: number, state: AuState | null) =>
  organizationId ? ([PREFIX, organizationId, year, state ?? ''] as const) : null;

/** A year of the organization's public holidays for a state (national ones only without one). */
export function usePublicHolidays(organizationId: number | null, year: number, state: AuState | null) {
  return useSWR(publicHolidaysKey(organizationId, year, state), ([, id, forYear, forState]) =>
    api.get<PublicHolidayList>(
      `/organizations/${id}/public-holidays?year=${forYear}${forState ? `&state=${forState}` : ''}`,
    ),
  );
}

/** Adding, correcting or removing a day changes every state's list: all of the organization's are read again. */
export function usePublicHolidayChanges(organizationId: number | null) {
  const { mutate } = useSWRConfig();
  const base = `/organizations/${organizationId}/public-holidays`;
  const refresh = () =>
    mutate((key) => Array.isArray(key) && key[0] === PREFIX && key[1] === organizationId, undefined, {
      revalidate: true,
    });
  return {
    add: async (input: PublicHolidayInput) => {
      const added = await api.post<PublicHoliday>(base, input);
      await refresh();
      return added;
    },
    correct: async (key: string, input: PublicHolidayCorrectionInput) => {
      const corrected = await api.patch<PublicHoliday>(`${base}/${key}`, input);
      await refresh();
      return corrected;
    },
    remove: async (key: string) => {
      await api.delete(`${base}/${key}`);
      await refresh();
    },
  };
}
