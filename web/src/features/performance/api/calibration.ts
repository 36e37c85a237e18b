import type { Page } from '@wattle/shared/api';
import type { CalibrationCsvResult, CalibrationRow, Potential } from '@wattle/shared/review-calibration';
import type { CycleStatus } from '@wattle/shared/reviews';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { useReviewsReload } from './reviews';

/** `GET /performance/cycles/{id}/calibration`: a page of the cycle's reviewees (100; `cursor`: a later one). */
export interface CalibrationTable extends Page<CalibrationRow> {
  cycle: { id: number; name: string; status: CycleStatus; version: number };
  /** Adjustments allowed (the cycle is open, not yet shared). */
  open: boolean;
}

const key = (organizationId: number | null, cycleId: number | null, cursor: string | null) =>
  organizationId && cycleId
    ? (['organizations', organizationId, 'reviews', 'calibration', cycleId, cursor] as const)
    : null;

export function useCalibration(organizationId: number | null, cycleId: number | null, cursor?: string) {
  return useSWR(
    key(organizationId, cycleId, cursor ?? null),
    () =>
      api.get<CalibrationTable>(
        `/performance/cycles/${cycleId}/calibration${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      ),
    { keepPreviousData: true },
  );
}

export interface CalibrationChange {
  calibrated_rating: number;
  potential: Potential;
  reason: string;
}

/** Adjust one reviewee, and the CSV back in (a dry run, or apply); each reloads the organization's review reads. */
export function useCalibrationActions(organizationId: number | null, cycleId: number) {
  const reload = useReviewsReload(organizationId);
  return {
    calibrate: async (row: CalibrationRow, change: CalibrationChange) => {
      const saved = await api.put<CalibrationRow>(`/performance/cycles/${cycleId}/calibration/${row.employee_id}`, {
        ...change,
        version: row.version,
      });
      await reload();
      return saved;
    },
    importCsv: async (csv: string, apply: boolean) => {
      const result = await api.post<CalibrationCsvResult>(`/performance/cycles/${cycleId}/calibration/csv`, {
        csv,
        apply,
      });
      if (apply) await reload();
      return result;
    },
  };
}
