import { describe, expect, test } from 'vitest';
import { adjustmentEntity, attendanceDayEntity } from '../src/core/attendance/attendance-entities.ts';
import { employeeEntity } from '../src/core/employees/employee-entity.ts';
import { exitEntity, exitTemplateEntity } from '../src/core/employees/exit-entities.ts';
import { historyEventEntity } from '../src/core/employees/history-entity.ts';
import { uniqueValueEntity } from '../src/core/employees/unique-value-entity.ts';
import { idempotencyEntity } from '../src/core/idempotency/idempotency-entity.ts';
import { attemptCounterEntity } from '../src/core/identity/attempt-counter-entity.ts';
import { sessionEntity } from '../src/core/identity/session-entity.ts';
import { signInCounterEntity } from '../src/core/identity/sign-in-counter-entity.ts';
import { userEmailEntity, userEntity } from '../src/core/identity/user-entity.ts';
import {
  importChangeEntity,
  importEntity,
  importMappingEntity,
  importUploadEntity,
} from '../src/core/imports/import-entities.ts';
import { publicHolidayCorrectionEntity } from '../src/core/leave/public-holiday-entity.ts';
import {
  leaveAttachmentUploadEntity,
  leaveCalendarEntryEntity,
  leaveRequestEntity,
} from '../src/core/leave/request-entities.ts';
import { departmentEntity } from '../src/core/organizations/department-entity.ts';
import { designationEntity } from '../src/core/organizations/designation-entity.ts';
import { leaveCashOutEntity } from '../src/core/payroll/leave-cash-out-entity.ts';
import { payRunEntity, payRunTaskEntity, payslipEntity } from '../src/core/payroll/pay-run-entities.ts';
import { payRunFileEntity } from '../src/core/payroll/pay-run-file-entity.ts';
import {
  employeePayEntity,
  payConditionSetEntity,
  payItemEntity,
  payrollSettingsEntity,
  payScheduleEntity,
} from '../src/core/payroll/setup-entities.ts';
import { stpEventEntity, stpEventPartEntity } from '../src/core/payroll/stp-event-entities.ts';
import { taxTableEntity } from '../src/core/payroll/tax-table-entity.ts';
import { ytdBroughtInEntity } from '../src/core/payroll/ytd-brought-in-entity.ts';
import {
  agendaItemEntity,
  feedbackEntity,
  oneOnOneEntity,
  oneOnOneNoteEntity,
  payChangeEntity,
} from '../src/core/performance/feedback-entities.ts';
import { goalCheckInEntity, goalEntity } from '../src/core/performance/performance-entities.ts';
import { performanceSettingsEntity, pulseEntity } from '../src/core/performance/pulse-entities.ts';
import {
  reviewCycleEntity,
  reviewEntity,
  reviewLaunchTaskEntity,
  reviewSubjectEntity,
} from '../src/core/performance/review-entities.ts';
import { applicantEmailEntity, applicantEntity } from '../src/core/recruitment/applicant-entity.ts';
import { interviewEntity } from '../src/core/recruitment/interview-entity.ts';
import { jobOpeningEntity } from '../src/core/recruitment/job-opening-entity.ts';
import { offerEntity } from '../src/core/recruitment/offer-entity.ts';
import { onboardingPlanEntity, onboardingTemplateEntity } from '../src/core/recruitment/onboarding-entities.ts';
import { resumeUploadEntity } from '../src/core/recruitment/resume-upload-entity.ts';
import {
  rosterDeliveryEntity,
  rosterNotifyTaskEntity,
  rosterPublicationEntity,
  shiftFeedEntity,
} from '../src/core/rostering/publish-entities.ts';
import { rosterSettingsEntity, rosterWeekEntity, shiftEntity } from '../src/core/rostering/roster-entities.ts';
import { shiftTemplateEntity, unavailabilityEntity } from '../src/core/rostering/scheduling-entities.ts';
import { shiftSwapEntity } from '../src/core/rostering/swap-entities.ts';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { organizationEntity } from '../src/core/tenancy/organization-entity.ts';
import {
  timesheetApprovalEntity,
  timesheetEntity,
  timesheetPeriodEntity,
} from '../src/core/timesheets/timesheet-entities.ts';

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
  payConditionSetEntity,
  payItemEntity,
  payrollSettingsEntity,
  payScheduleEntity,
  stpEventEntity,
  stpEventPartEntity,
  taxTableEntity,
  leaveCashOutEntity,
  ytdBroughtInEntity,
  timesheetEntity,
  timesheetPeriodEntity,
  timesheetApprovalEntity,
  applicantEmailEntity,
  applicantEntity,
  interviewEntity,
  jobOpeningEntity,
  offerEntity,
  onboardingPlanEntity,
  onboardingTemplateEntity,
  resumeUploadEntity,
  shiftEntity,
  goalEntity,
  goalCheckInEntity,
  reviewCycleEntity,
  reviewSubjectEntity,
  reviewEntity,
  reviewLaunchTaskEntity,
  feedbackEntity,
  oneOnOneEntity,
  agendaItemEntity,
  oneOnOneNoteEntity,
  payChangeEntity,
  pulseEntity,
  performanceSettingsEntity,
  rosterWeekEntity,
  rosterSettingsEntity,
  rosterPublicationEntity,
  rosterNotifyTaskEntity,
  rosterDeliveryEntity,
  shiftFeedEntity,
  unavailabilityEntity,
  shiftTemplateEntity,
  shiftSwapEntity,
  importEntity,
  importChangeEntity,
  importMappingEntity,
  importUploadEntity,
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
