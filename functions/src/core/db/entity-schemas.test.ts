import { describe, expect, test } from 'vitest';
import { adjustmentEntity, attendanceDayEntity } from '../attendance/attendance-entities.ts';
import { employeeEntity } from '../employees/employee-entity.ts';
import { exitEntity, exitTemplateEntity } from '../employees/exit-entities.ts';
import { historyEventEntity } from '../employees/history-entity.ts';
import { uniqueValueEntity } from '../employees/unique-value-entity.ts';
import { idempotencyEntity } from '../idempotency/idempotency-entity.ts';
import { attemptCounterEntity } from '../identity/attempt-counter-entity.ts';
import { sessionEntity } from '../identity/session-entity.ts';
import { signInCounterEntity } from '../identity/sign-in-counter-entity.ts';
import { userEmailEntity, userEntity } from '../identity/user-entity.ts';
import { publicHolidayCorrectionEntity } from '../leave/public-holiday-entity.ts';
import {
  leaveAttachmentUploadEntity,
  leaveCalendarEntryEntity,
  leaveRequestEntity,
} from '../leave/request-entities.ts';
import { departmentEntity } from '../organizations/department-entity.ts';
import { designationEntity } from '../organizations/designation-entity.ts';
import { payRunEntity, payRunTaskEntity, payslipEntity } from '../payroll/pay-run-entities.ts';
import { payRunFileEntity } from '../payroll/pay-run-files.ts';
import {
  employeePayEntity,
  payItemEntity,
  payrollSettingsEntity,
  payScheduleEntity,
} from '../payroll/setup-entities.ts';
import { taxTableEntity } from '../payroll/tax-table-entity.ts';
import { applicantEmailEntity, applicantEntity } from '../recruitment/applicant-entity.ts';
import { interviewEntity } from '../recruitment/interview-entity.ts';
import { jobOpeningEntity } from '../recruitment/job-opening-entity.ts';
import { offerEntity } from '../recruitment/offer-entity.ts';
import { onboardingPlanEntity, onboardingTemplateEntity } from '../recruitment/onboarding-entities.ts';
import { resumeUploadEntity } from '../recruitment/resume-upload-entity.ts';
import { membershipEntity } from '../tenancy/membership-entity.ts';
import { organizationEntity } from '../tenancy/organization-entity.ts';

/**
 * What every ElectroDB entity stores, as its schema says: model (entity, service, version),
 * attribute names and definitions, and each index's fields, composites, templates, casing and
 * padding. Stored data must still read after any refactoring of how the schemas are written
 * (shared attribute helpers, db/entity-parts.ts), so the normalized schema of each entity is kept
 * in a snapshot taken before: a key template or attribute that changes fails here.
 */

const entities: Record<string, () => unknown> = {
  adjustmentEntity,
  attendanceDayEntity,
  employeeEntity,
  exitEntity,
  exitTemplateEntity,
  historyEventEntity,
  uniqueValueEntity,
  idempotencyEntity,
  attemptCounterEntity,
  sessionEntity,
  signInCounterEntity,
  userEmailEntity,
  userEntity,
  publicHolidayCorrectionEntity,
  leaveAttachmentUploadEntity,
  leaveCalendarEntryEntity,
  leaveRequestEntity,
  departmentEntity,
  designationEntity,
  membershipEntity,
  organizationEntity,
  payRunEntity,
  payRunTaskEntity,
  payslipEntity,
  payRunFileEntity,
  employeePayEntity,
  payItemEntity,
  payrollSettingsEntity,
  payScheduleEntity,
  taxTableEntity,
  applicantEmailEntity,
  applicantEntity,
  interviewEntity,
  jobOpeningEntity,
  offerEntity,
  onboardingPlanEntity,
  onboardingTemplateEntity,
  resumeUploadEntity,
};

/** The value with every object's keys sorted (functions, which a schema may hold for getters, dropped). */
function normalized(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalized);
  if (typeof value === 'function') return '[function]';
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalized((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

describe('entity schemas (what stored items look like)', () => {
  for (const [name, entity] of Object.entries(entities)) {
    test(name, () => {
      const { schema } = entity() as { schema: Record<string, unknown> };
      expect(
        normalized({ model: schema.model, attributes: schema.attributes, indexes: schema.indexes }),
      ).toMatchSnapshot();
    });
  }
});
