import {
  applicantInput,
  applicantListQuery,
  applicantStatusInput,
  jobOpeningInput,
  resumeUploadInput,
} from '@wattle/shared/recruitment';
import { idString } from '@wattle/shared/validation';
import { Hono } from 'hono';
import { z } from 'zod';
import { VisibleError } from '../../core/error.ts';
import {
  applicantResumeDownload,
  assertApplicantInOrganization,
  changeApplicantStatus,
  createApplicant,
  deleteApplicant,
  getApplicant,
  listApplicants,
  updateApplicant,
} from '../../core/recruitment/applicants.ts';
import {
  createJobOpening,
  deleteJobOpening,
  getJobOpening,
  JOB_MAX_PAGE_SIZE,
  listJobOpenings,
  updateJobOpening,
} from '../../core/recruitment/job-openings.ts';
import { createResumeUpload } from '../../core/recruitment/resumes.ts';
import { isMethodOverridePut, readBody } from '../body.ts';
import { authenticated } from '../middleware/authenticate.ts';
import { parseId, validate } from '../validation.ts';

const jobListQuery = z.object({
  organization_id: idString.transform(Number),
  cursor: z.string().max(1000).optional(),
  per_page: z.coerce.number().int().min(1).max(JOB_MAX_PAGE_SIZE).optional(),
});

const jobOpeningRoutes = new Hono()
  .get('/', validate('query', jobListQuery), async (c) => {
    const query = c.req.valid('query');
    return c.json({
      data: await listJobOpenings(query.organization_id, { cursor: query.cursor, perPage: query.per_page }),
    });
  })
  .post('/', async (c) => c.json({ data: await createJobOpening(await readBody(c, jobOpeningInput)) }, 201))
  .get('/:id', async (c) => c.json({ data: await getJobOpening(parseId(c.req.param('id'), 'Job opening')) }))
  .put('/:id', async (c) =>
    c.json({
      data: await updateJobOpening(parseId(c.req.param('id'), 'Job opening'), await readBody(c, jobOpeningInput)),
    }),
  )
  .delete('/:id', async (c) => {
    await deleteJobOpening(parseId(c.req.param('id'), 'Job opening'));
    return c.body(null, 204);
  });

const applicantRoutes = new Hono()
  .get('/', validate('query', applicantListQuery), async (c) =>
    c.json({ data: await listApplicants(c.req.valid('query')) }),
  )
  .post('/', async (c) => c.json({ data: await createApplicant(await readBody(c, applicantInput)) }, 201))
  .get('/:id', async (c) => c.json({ data: await getApplicant(parseId(c.req.param('id'), 'Applicant')) }))
  .put('/:id', async (c) =>
    c.json({ data: await updateApplicant(parseId(c.req.param('id'), 'Applicant'), await readBody(c, applicantInput)) }),
  )
  // Form clients update with POST and `_method=PUT` (SPEC section 7).
  .post('/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Applicant');
    if (!(await isMethodOverridePut(c))) throw new VisibleError('not-found', 'Not found.');
    return c.json({ data: await updateApplicant(id, await readBody(c, applicantInput)) });
  })
  .delete('/:id', async (c) => {
    await deleteApplicant(parseId(c.req.param('id'), 'Applicant'));
    return c.body(null, 204);
  })
  .patch('/:id/status', validate('json', applicantStatusInput), async (c) =>
    c.json({ data: await changeApplicantStatus(parseId(c.req.param('id'), 'Applicant'), c.req.valid('json').status) }),
  )
  .get('/:id/resume/download', async (c) =>
    c.json({ data: await applicantResumeDownload(parseId(c.req.param('id'), 'Applicant')) }),
  );

export const recruitmentRoutes = new Hono()
  .use(authenticated)
  .route('/job-openings', jobOpeningRoutes)
  .route('/applicants', applicantRoutes)
  .post('/resume-uploads', async (c) =>
    c.json(
      { data: await createResumeUpload(await readBody(c, resumeUploadInput), assertApplicantInOrganization) },
      201,
    ),
  );
