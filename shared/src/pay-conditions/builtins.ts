/** The built-in pay condition sets (read-only; an organization copies one to change it). */
import { FAST_FOOD } from './builtin-fast-food.ts';
import { HOSPITALITY_GENERAL } from './builtin-hospitality.ts';
import { GENERAL_RETAIL } from './builtin-retail.ts';
import type { PayConditionSet } from './model.ts';

export { FAST_FOOD, GENERAL_RETAIL, HOSPITALITY_GENERAL };

export const BUILT_IN_PAY_CONDITION_SETS: readonly PayConditionSet[] = [GENERAL_RETAIL, HOSPITALITY_GENERAL, FAST_FOOD];

export const builtInSet = (id: string): PayConditionSet | undefined =>
  BUILT_IN_PAY_CONDITION_SETS.find((set) => set.id === id);
