/** Performance (issue 29). Review cycles, reviews and peer nominations (§2). */
export {
  acknowledgeReview,
  createCycle,
  cycleProgress,
  getCycle,
  launchCycle,
  listCycles,
  shareCycle,
} from './review-cycles.ts';
export { getReview, listReviews, saveReview, submitReview } from './review-forms.ts';
export { requeueStalledLaunchTasks, runLaunchTaskRecord } from './review-launch.ts';
export { decideNominations, nominatePeers } from './review-nominations.ts';
