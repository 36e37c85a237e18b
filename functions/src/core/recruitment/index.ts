/**
 * Recruitment's public face: what the HTTP routes call (job openings, applicants and resumes,
 * interviews and feedback, offers, onboarding, search and export).
 * Routes import a context only through this file (.dependency-cruiser.cjs); the context's other
 * files, workers and other contexts import its modules directly.
 */
export { listApplicants } from './applicant-list.ts';
export { deleteApplicant } from './applicant-removal.ts';
export {
  applicantResumeDownload,
  assertApplicantInOrganization,
  changeApplicantStatus,
  createApplicant,
  getApplicant,
  updateApplicant,
} from './applicants.ts';
export { recordFeedback } from './interview-feedback.ts';
export { interviewInvite } from './interview-mail.ts';
export { listInterviewers } from './interviewers.ts';
export {
  cancelInterview,
  getInterview,
  listInterviews,
  resolveInterview,
  scheduleInterview,
  updateInterview,
} from './interviews.ts';
export {
  createJobOpening,
  deleteJobOpening,
  getJobOpening,
  JOB_MAX_PAGE_SIZE,
  listJobOpenings,
  updateJobOpening,
} from './job-openings.ts';
export { answerOffer, getOffer, listCandidates, listOffers, makeOffer } from './offers.ts';
export {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listHires,
  listTemplates,
  setOnboardingTask,
  startOnboarding,
  updateTemplate,
} from './onboarding.ts';
export { exportApplicants, exportJobOpenings } from './recruitment-export.ts';
export { searchRecruitment } from './recruitment-search.ts';
export { createResumeUpload } from './resumes.ts';
