import { Service } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { createCounterEntity } from '../db/counter-entity.ts';
import { createLocatorEntity } from '../db/locator-entity.ts';
import { lazy } from '../lazy.ts';
import { applicantEntity } from './applicant-entity.ts';
import { interviewEntity } from './interview-entity.ts';
import { jobOpeningEntity } from './job-opening-entity.ts';
import { offerEntity } from './offer-entity.ts';
import { onboardingPlanEntity, onboardingTemplateEntity } from './onboarding-entities.ts';
import { resumeUploadEntity } from './resume-upload-entity.ts';

export const recruitmentCounter = lazy(() => createCounterEntity(tableNames().recruitment, dynamo()));
export const recruitmentLocator = lazy(() =>
  createLocatorEntity(tableNames().recruitment, dynamo(), 'recruitment', [
    'job',
    'applicant',
    'interview',
    'offer',
    'template',
  ] as const),
);

export const recruitmentService = lazy(
  () =>
    new Service(
      {
        jobOpening: jobOpeningEntity(),
        applicant: applicantEntity(),
        resumeUpload: resumeUploadEntity(),
        interview: interviewEntity(),
        offer: offerEntity(),
        template: onboardingTemplateEntity(),
        plan: onboardingPlanEntity(),
        locator: recruitmentLocator(),
      },
      { table: tableNames().recruitment, client: dynamo() },
    ),
);
