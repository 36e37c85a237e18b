/** Performance (issue 29): goals and check-ins (§1). */
export { checkInGoal, listCheckIns } from './goal-check-ins.ts';
export { exportGoals, goalTracking } from './goal-tracking.ts';
export { createGoal, deleteGoal, getGoal, listGoals, updateGoal } from './goals.ts';
