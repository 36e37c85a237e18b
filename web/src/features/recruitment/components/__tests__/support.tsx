import type { Applicant, ApplicantPage, JobOpening } from '@wattle/shared/recruitment';
import { stubFetch } from '@/testing/fetch';
import { parseUrl } from '@/testing/render-with-organization';

/** Recruitment records for the component tests; render with `@/testing/render-with-organization` (organization 3). */

export const departments = [
  { id: 8, organization_id: 3, name: 'Nursing', description: null, version: 1 },
  { id: 9, organization_id: 3, name: 'Allied Health', description: null, version: 1 },
];

export const designations: Record<number, { id: number; title: string; name: string }[]> = {
  8: [{ id: 21, title: 'Registered Nurse', name: 'Registered Nurse' }],
  9: [
    { id: 31, title: 'Physiotherapist', name: 'Physiotherapist' },
    { id: 32, title: 'Dietitian', name: 'Dietitian' },
  ],
};

export function job(overrides: Partial<JobOpening> = {}): JobOpening {
  return {
    id: 40,
    organization_id: 3,
    title: 'Ward Nurse',
    department_id: 8,
    designation_id: 21,
    location: 'Sydney NSW',
    employment_type: 'Full-time',
    status: 'open',
    description: null,
    requirements: null,
    posting_date: null,
    closing_date: null,
    applicant_count: 0,
    organization: { id: 3, name: 'Acacia Health' },
    department: { id: 8, name: 'Nursing' },
    designation: { id: 21, name: 'Registered Nurse', title: 'Registered Nurse' },
    version: 1,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function applicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    id: 70,
    organization_id: 3,
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    phone: null,
    job_opening_id: 40,
    job_opening: { id: 40, title: 'Ward Nurse' },
    cover_letter: null,
    source: 'LinkedIn',
    status: 'applied',
    applied_date: '2026-11-21',
    resume: null,
    resume_url: null,
    version: 1,
    created_at: '2026-11-21T00:00:00.000Z',
    updated_at: '2026-11-21T00:00:00.000Z',
    ...overrides,
  };
}

export function applicantPage(data: Applicant[], overrides: Partial<ApplicantPage> = {}): ApplicantPage {
  return {
    data,
    next_cursor: null,
    per_page: 5,
    total: data.length,
    counts: { applied: 0, interview: 0, offer: 0, hired: 0, rejected: 0 },
    ...overrides,
  };
}

type Answer = { status: number; body?: unknown };

/** Stubs fetch: the job openings for the selects; applicants and the rest go to `other` (404 if it has none). */
export function stub(other: (url: URL, init: RequestInit) => Answer | undefined) {
  const jobsPage = { data: [job(), job({ id: 41, title: 'Physiotherapist' })], next_cursor: null, per_page: 48 };
  return stubFetch((raw, init) => {
    const url = parseUrl(raw);
    if (url.pathname === '/api/v1/recruitment/job-openings') return { status: 200, body: { data: jobsPage } };
    return other(url, init) ?? { status: 404, body: { message: 'Not found.' } };
  });
}
