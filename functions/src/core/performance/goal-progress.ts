import type { KeyResult } from '@wattle/shared/goal-constants';
import { fieldsOf } from '../item-fields.ts';
import type { GoalItem } from './performance-entities.ts';

/** Progress of goals: each key result's share of the way from its start to its target, weighted. */

type StoredKeyResult = GoalItem['key_results'][number];

/** A key result's progress, 0 to 1: done / not done counts 1 once done; a number from → to its share (either way). */
export function keyResultShare(result: Pick<StoredKeyResult, 'kind' | 'start' | 'target' | 'current'>): number {
  if (result.kind === 'boolean') return result.current >= 1 ? 1 : 0;
  const span = result.target - result.start;
  if (span === 0) return result.current === result.target ? 1 : 0;
  return Math.max(0, Math.min(1, (result.current - result.start) / span));
}

/** The weighted progress of key results in basis points (0–10000, whole numbers: no float drift in storage). */
export function goalProgress(results: readonly StoredKeyResult[]): number {
  const weight = results.reduce((sum, result) => sum + result.weight, 0);
  if (weight === 0) return 0;
  const share = results.reduce((sum, result) => sum + result.weight * keyResultShare(result), 0);
  return Math.round((share / weight) * 10_000);
}

/** Basis points as a percentage with one decimal. */
export const percent = (basisPoints: number) => Math.round(basisPoints / 10) / 10;

export function toKeyResult(result: StoredKeyResult): KeyResult {
  return {
    id: result.key_result_id,
    ...fieldsOf(result, 'title', 'kind', 'start', 'target', 'current'),
    unit: result.unit ?? null,
    weight: result.weight,
    progress: percent(Math.round(keyResultShare(result) * 10_000)),
  };
}
