import { interviewListQuery } from '@wattle/shared/hiring';
import type { RouteRule } from '@wattle/shared/permissions';
import {
  applicantInput,
  applicantListQuery,
  applicantStatusInput,
  jobOpeningInput,
  resumeUploadInput,
} from '@wattle/shared/recruitment';
import { SEARCH_MAX_LENGTH } from '@wattle/shared/search';
import { idString } from '@wattle/shared/validation';
import { Hono } from 'hono';
import * as z from 'zod';
import { VisibleError } from '../../core/error.ts';
import {
  answerOffer,
  applicantResumeDownload,
  assertApplicantInOrganization,
  cancelInterview,
  changeApplicantStatus,
  createApplicant,
  createJobOpening,
  createResumeUpload,
  createTemplate,
  deleteApplicant,
  deleteJobOpening,
  deleteTemplate,
  exportApplicants,
  exportJobOpenings,
  getApplicant,
  getInterview,
  getJobOpening,
  getOffer,
  getTemplate,
  interviewInvite,
  JOB_MAX_PAGE_SIZE,
  listApplicants,
  listCandidates,
  listHires,
  listInterviewers,
  listInterviews,
  listJobOpenings,
  listOffers,
  listTemplates,
  makeOffer,
  recordFeedback,
  resolveInterview,
  scheduleInterview,
  searchRecruitment,
  setOnboardingTask,
  startOnboarding,
  updateApplicant,
  updateInterview,
  updateJobOpening,
  updateTemplate,
} from '../../core/recruitment/index.ts';
import type { MountResource } from '../app.ts';
import { readBody, readRawBody } from '../body.ts';
import { csvAttachment } from '../csv-attachment.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, permit } from '../middleware/access.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { parseId, validate } from '../validation.ts';

// Built on first use (z.lazy), like the shared schemas (see shared/src/validation.ts).
const jobListQuery = z.lazy(() =>
  z.object({
    organization_id: idString.transform(Number),
    cursor: z.string().max(1000).optional(),
    per_page: z.coerce.number().int().min(1).max(JOB_MAX_PAGE_SIZE).optional(),
  }),
);

const organizationQuery = z.lazy(() => z.object({ organization_id: idString.transform(Number) }));
const searchQuery = z.lazy(() =>
  z.object({
    organization_id: idString.transform(Number),
    q: z
      .string({ error: 'Enter something to search for.' })
      .trim()
      .min(1, { error: 'Enter something to search for.' })
      .max(SEARCH_MAX_LENGTH, { error: 'The search is too long.' }),
  }),
);

const job = (rule: RouteRule) => memberOfRecord('job', 'Job opening', rule);
const applicant = (rule: RouteRule) => memberOfRecord('applicant', 'Applicant', rule);
const interview = (rule: RouteRule) => memberOfRecord('interview', 'Interview', rule);
const offer = (rule: RouteRule) => memberOfRecord('offer', 'Offer', rule);
const template = (rule: RouteRule) => memberOfRecord('template', 'Template', rule);
const hire = (rule: RouteRule) => memberOfRecord('applicant', 'Hire', rule, { param: 'applicantId' });

const jobOpeningRoutes = new Hono()
  .get('/', memberOfQuery(permit('recruitment', 'view')), validate('query', jobListQuery), async (c) => {
    const query = c.req.valid('query');
    return c.json({
      data: await listJobOpenings(query.organization_id, { cursor: query.cursor, perPage: query.per_page }),
    });
  })
  .get('/export', memberOfQuery(permit('recruitment', 'export')), validate('query', organizationQuery), async (c) => {
    const { organization_id } = c.req.valid('query');
    return csvAttachment(c, 'job_openings', organization_id, await exportJobOpenings(organization_id));
  })
  .post('/', memberOfBody(permit('recruitment', 'create')), idempotent, async (c) =>
    c.json({ data: await createJobOpening(await readBody(c, jobOpeningInput)) }, 201),
  )
  .get('/:id', job(permit('recruitment', 'view')), async (c) =>
    c.json({ data: await getJobOpening(parseId(c.req.param('id'), 'Job opening')) }),
  )
  .put('/:id', job(permit('recruitment', 'edit')), async (c) =>
    c.json({
      data: await updateJobOpening(parseId(c.req.param('id'), 'Job opening'), await readBody(c, jobOpeningInput)),
    }),
  )
  .delete('/:id', job(permit('recruitment', 'delete')), async (c) => {
    await deleteJobOpening(parseId(c.req.param('id'), 'Job opening'));
    return c.body(null, 204);
  });

/** The shared status input plus the optimistic-concurrency version the API also takes. */

const applicantRoutes = new Hono()
  .get('/', memberOfQuery(permit('recruitment', 'view')), validate('query', applicantListQuery), async (c) =>
    c.json({ data: await listApplicants(c.req.valid('query')) }),
  )
  // The list's filters (status, job opening, search), every page.
  .get('/export', memberOfQuery(permit('recruitment', 'export')), validate('query', applicantListQuery), async (c) => {
    const { cursor: _cursor, per_page: _perPage, ...query } = c.req.valid('query');
    return csvAttachment(c, 'applicants', query.organization_id, await exportApplicants(query));
  })
  .post('/', memberOfBody(permit('recruitment', 'create')), idempotent, async (c) =>
    c.json({ data: await createApplicant(await readBody(c, applicantInput)) }, 201),
  )
  .get('/:id', applicant(permit('recruitment', 'view')), async (c) =>
    c.json({ data: await getApplicant(parseId(c.req.param('id'), 'Applicant')) }),
  )
  .put('/:id', applicant(permit('recruitment', 'edit')), async (c) =>
    c.json({ data: await updateApplicant(parseId(c.req.param('id'), 'Applicant'), await readBody(c, applicantInput)) }),
  )
  .delete('/:id', applicant(permit('recruitment', 'delete')), async (c) => {
    await deleteApplicant(parseId(c.req.param('id'), 'Applicant'));
    return c.body(null, 204);
  })
  .patch('/:id/status', applicant(permit('recruitment', 'edit')), validate('json', applicantStatusInput), async (c) => {
    const { status, version } = c.req.valid('json');
    return c.json({ data: await changeApplicantStatus(parseId(c.req.param('id'), 'Applicant'), status, version) });
  })
  .get('/:id/resume/download', applicant(permit('recruitment', 'view')), async (c) =>
    c.json({ data: await applicantResumeDownload(parseId(c.req.param('id'), 'Applicant')) }),
  );

const jobQuery = z.lazy(() =>
  z.object({
    organization_id: idString.transform(Number),
    job_opening_id: idString.transform(Number).optional(),
  }),
);

const interviewRoutes = new Hono()
  .get('/', memberOfQuery(permit('recruitment', 'view')), validate('query', interviewListQuery), async (c) =>
    c.json({ data: await listInterviews(c.req.valid('query')) }),
  )
  .post('/', memberOfBody(permit('recruitment', 'create')), idempotent, async (c) =>
    c.json({ data: await scheduleInterview(await readRawBody(c)) }, 201),
  )
  .get('/:id', interview(permit('recruitment', 'view')), async (c) =>
    c.json({ data: await getInterview(parseId(c.req.param('id'), 'Interview')) }),
  )
  .put('/:id', interview(permit('recruitment', 'edit')), async (c) =>
    c.json({ data: await updateInterview(parseId(c.req.param('id'), 'Interview'), await readRawBody(c)) }),
  )
  .patch('/:id/cancel', interview(permit('recruitment', 'edit')), async (c) =>
    c.json({ data: await cancelInterview(parseId(c.req.param('id'), 'Interview')) }),
  )
  .put('/:id/feedback', interview(permit('recruitment', 'view')), async (c) =>
    c.json({ data: await recordFeedback(parseId(c.req.param('id'), 'Interview'), await readRawBody(c)) }),
  )
  // A calendar invite (text/calendar) for the interview.
  .get('/:id/invite', interview(permit('recruitment', 'view')), async (c) => {
    const invite = await interviewInvite(await resolveInterview(parseId(c.req.param('id'), 'Interview')));
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${invite.fileName}"`);
    return c.body(invite.body);
  });

const offerRoutes = new Hono()
  .get('/', memberOfQuery(permit('recruitment', 'view')), validate('query', jobQuery), async (c) => {
    const query = c.req.valid('query');
    return c.json({ data: await listOffers(query.organization_id, query.job_opening_id) });
  })
  .post('/', memberOfBody(permit('recruitment', 'approve')), idempotent, async (c) =>
    c.json({ data: await makeOffer(await readRawBody(c)) }, 201),
  )
  .get('/:id', offer(permit('recruitment', 'view')), async (c) =>
    c.json({ data: await getOffer(parseId(c.req.param('id'), 'Offer')) }),
  )
  .patch('/:id/status', offer(permit('recruitment', 'approve')), async (c) =>
    c.json({ data: await answerOffer(parseId(c.req.param('id'), 'Offer'), await readRawBody(c)) }),
  );

const onboardingRoutes = new Hono()
  .get('/templates', memberOfQuery(permit('recruitment', 'view')), validate('query', organizationQuery), async (c) =>
    c.json({ data: await listTemplates(c.req.valid('query').organization_id) }),
  )
  .post('/templates', memberOfBody(permit('recruitment', 'create')), idempotent, async (c) =>
    c.json({ data: await createTemplate(await readRawBody(c)) }, 201),
  )
  .get('/templates/:id', template(permit('recruitment', 'view')), async (c) =>
    c.json({ data: await getTemplate(parseId(c.req.param('id'), 'Template')) }),
  )
  .put('/templates/:id', template(permit('recruitment', 'edit')), async (c) =>
    c.json({ data: await updateTemplate(parseId(c.req.param('id'), 'Template'), await readRawBody(c)) }),
  )
  .delete('/templates/:id', template(permit('recruitment', 'delete')), async (c) => {
    await deleteTemplate(parseId(c.req.param('id'), 'Template'));
    return c.body(null, 204);
  })
  .get('/hires', memberOfQuery(permit('recruitment', 'view')), validate('query', organizationQuery), async (c) =>
    c.json({ data: await listHires(c.req.valid('query').organization_id) }),
  )
  .post('/hires/:applicantId/plan', hire(permit('recruitment', 'edit')), async (c) =>
    c.json({ data: await startOnboarding(parseId(c.req.param('applicantId'), 'Hire'), await readRawBody(c)) }, 201),
  )
  .patch('/hires/:applicantId/tasks/:taskId', hire(permit('recruitment', 'edit')), async (c) =>
    c.json({
      data: await setOnboardingTask(
        parseId(c.req.param('applicantId'), 'Hire'),
        parseId(c.req.param('taskId'), 'Task'),
        await readRawBody(c),
      ),
    }),
  );

export const recruitmentRoutes = new Hono()
  .route('/job-openings', jobOpeningRoutes)
  .route('/applicants', applicantRoutes)
  .route('/interviews', interviewRoutes)
  .route('/offers', offerRoutes)
  .route('/onboarding', onboardingRoutes)
  // Who can interview: the workspace's members (name only; no e-mail or role).
  .get('/interviewers', memberOfQuery(permit('recruitment', 'view')), validate('query', organizationQuery), async (c) =>
    c.json({ data: await listInterviewers(c.req.valid('query').organization_id) }),
  )
  .get('/candidates', memberOfQuery(permit('recruitment', 'view')), validate('query', jobQuery), async (c) => {
    const query = c.req.valid('query');
    if (!query.job_opening_id) throw VisibleError.validation({ job_opening_id: ['Choose a job opening.'] });
    return c.json({ data: await listCandidates(query.organization_id, query.job_opening_id) });
  })
  // The top bar's search: applicants and job openings whose names match (the employees come from GET /employees).
  .get('/search', memberOfQuery(permit('recruitment', 'view')), validate('query', searchQuery), async (c) => {
    const { organization_id, q } = c.req.valid('query');
    return c.json({ data: await searchRecruitment(organization_id, q) });
  })
  .post('/resume-uploads', memberOfBody(permit('recruitment', 'create')), async (c) =>
    c.json(
      { data: await createResumeUpload(await readBody(c, resumeUploadInput), assertApplicantInOrganization) },
      201,
    ),
  );

export const mountRecruitment: MountResource = (api) => api.route('/recruitment', recruitmentRoutes);
