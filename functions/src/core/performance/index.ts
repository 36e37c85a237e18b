/** Performance (issue 29): what the routes use. */
export {
  approvePayChange,
  declinePayChange,
  listPayChangeApprovals,
  listPayChanges,
  proposePayChange,
} from './appraisal-pay-changes.ts';
export { createFeedback, listFeedback, recentPraise } from './feedback.ts';
export { addAgendaItem, createOneOnOne, listOneOnOnes, putOwnNote, updateAgendaItem } from './one-on-ones.ts';
