/** Performance (issue 29): goals and check-ins (§1); review cycles, reviews and peer nominations (§2); feedback, 1:1s and appraisal pay changes (§3). */

export {
  approvePayChange,
  declinePayChange,
  listPayChangeApprovals,
  listPayChanges,
  proposePayChange,
} from './appraisal-pay-changes.ts';
export { createFeedback, listFeedback, recentPraise } from './feedback.ts';
export { listColleagues } from './feedback-people.ts';
export { checkInGoal, listCheckIns } from './goal-check-ins.ts';
export { exportGoals, goalTracking } from './goal-tracking.ts';
export { createGoal, deleteGoal, getGoal, listGoals, updateGoal } from './goals.ts';
export { addAgendaItem, createOneOnOne, listOneOnOnes, putOwnNote, updateAgendaItem } from './one-on-ones.ts';
export {
  getPerformanceSettings,
  listPulses,
  myPulse,
  putMyPulse,
  putPerformanceSettings,
} from './pulse.ts';
export { calibrate, calibrationTable } from './review-calibration.ts';
export { exportCalibration, importCalibration } from './review-calibration-csv.ts';
export {
  acknowledgeReview,
  createCycle,
  cycleProgress,
  getCycle,
  launchCycle,
  listCycles,
  moveDeadlines,
  shareCycle,
} from './review-cycles.ts';
export { getReview, listReviews, saveReview, submitReview } from './review-forms.ts';
export { requeueStalledLaunchTasks, runLaunchTaskRecord } from './review-launch.ts';
export { decideNominations, nominatePeers } from './review-nominations.ts';
export { reviewPdf } from './review-pdf.ts';
export { sendDueReminders } from './review-reminder-worker.ts';
