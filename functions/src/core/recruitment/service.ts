import { Service } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { createCounterEntity } from '../db/counter-entity.ts';
import { createLocatorEntity } from '../db/locator-entity.ts';
import { ApplicantEntity } from './applicant-entity.ts';
import { InterviewEntity } from './interview-entity.ts';
import { JobOpeningEntity } from './job-opening-entity.ts';
import { OfferEntity } from './offer-entity.ts';
import { OnboardingPlanEntity, OnboardingTemplateEntity } from './onboarding-entities.ts';
import { ResumeUploadEntity } from './resume-upload-entity.ts';

export const RecruitmentCounter = createCounterEntity(tableNames().recruitment, dynamo());
export const RecruitmentLocator = createLocatorEntity(tableNames().recruitment, dynamo(), 'recruitment', [
  'job',
  'applicant',
  'interview',
  'offer',
  'template',
] as const);

export const RecruitmentService = new Service(
  {
    jobOpening: JobOpeningEntity,
    applicant: ApplicantEntity,
    resumeUpload: ResumeUploadEntity,
    interview: InterviewEntity,
    offer: OfferEntity,
    template: OnboardingTemplateEntity,
    plan: OnboardingPlanEntity,
    locator: RecruitmentLocator,
  },
  { table: tableNames().recruitment, client: dynamo() },
);
