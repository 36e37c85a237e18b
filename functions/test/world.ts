import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { createEmployee, employeeBody, employeeFixture, moveToSydney } from './employee-support.ts';
import { dryRun } from './import-support.ts';
import { seedPayRun } from './pay-run-support.ts';
import { seedPayslipsRun } from './payroll-support.ts';
import { addAttendanceData, seedLeave } from './purge-support.ts';
import { createJobOpening, PDF_BYTES, salesPlace, uploadResume } from './recruitment-support.ts';
import { seedReviewCycle } from './review-support.ts';
import { seedPublishedShift, seedShiftSwap } from './roster-publishing-support.ts';
import { seedStpEvent } from './stp-event-support.ts';
import { request, signUp, type TestUser } from './support.ts';

/**
 * One organization with a record of every kind, owned by a fresh user. Its names carry a marker
 * so a test can tell when any of its data appears in an answer to someone else.
 */
export async function buildWorld(marker: string) {
  const owner = await signUp(`Owner ${marker}`);
  const f = await employeeFixture(owner);
  const token = owner.token;
  await moveToSydney(owner, f.organization, { name: `Org ${marker}` });
  const job = await createJobOpening(owner, salesPlace(f), { title: `Job ${marker}` });
  const upload = await uploadResume(owner, f.organization.id, PDF_BYTES);
  const applicantBody = {
    organization_id: f.organization.id,
    first_name: `Applicant${marker}`,
    last_name: 'Person',
    email: `applicant.${marker.toLowerCase()}@example.test`,
    job_opening_id: job.id,
  };
  const applicant = (
    await request('POST', '/recruitment/applicants', { token, body: { ...applicantBody, resume_upload_id: upload } })
  ).body.data;
  const manager = await createEmployee(owner, f, { first_name: `Manager${marker}`, last_name: 'Person' });
  const employee = await createEmployee(owner, f, {
    first_name: `Employee${marker}`,
    last_name: 'Person',
    reporting_manager_id: manager.id,
    tax_file_number: '123456782',
    // Encrypted, so every route that opens it uses the field key (the grants test checks who may).
    superannuation_member_number: '99887766',
  });
  await seedLeave(token, f.organization.id, employee.id);
  // A leave request made by an HR member (its approvers are HR: the manager has no member), so the
  // owner is notified of it.
  const hr = await signUp(`HR ${marker}`);
  await membershipEntity()
    .create({
      organization_id: f.organization.id,
      user_id: hr.id,
      role: 'hr_manager',
      created_at: new Date().toISOString(),
    })
    .go();
  const leaveRequest = (
    await request('POST', '/leave/requests', {
      token: hr.token,
      body: {
        organization_id: f.organization.id,
        employee_id: employee.id,
        leave_type_id: 1,
        start_date: '2026-12-14',
        end_date: '2026-12-14',
        reason: `Leave ${marker}`,
      },
    })
  ).body.data;
  const notification = (await request('GET', `/notifications?organization_id=${f.organization.id}`, { token })).body
    .data.data[0];
  const trashed = await createEmployee(owner, f, { first_name: `Trashed${marker}`, last_name: 'Person' });
  await request('DELETE', `/employees/${trashed.id}`, { token });
  const interview = (
    await request('POST', '/recruitment/interviews', {
      token,
      body: {
        organization_id: f.organization.id,
        applicant_id: applicant.id,
        starts_at: '2026-12-10T10:00',
        interview_type: 'Video',
        interviewer_ids: [owner.id],
      },
    })
  ).body.data;
  const hireBody = {
    ...applicantBody,
    first_name: `Hire${marker}`,
    email: `hire.${marker.toLowerCase()}@example.test`,
  };
  const hire = (await request('POST', '/recruitment/applicants', { token, body: hireBody })).body.data;
  const offer = (
    await request('POST', '/recruitment/offers', {
      token,
      body: {
        organization_id: f.organization.id,
        applicant_id: hire.id,
        salary: 90000,
        start_date: '2027-01-10',
        expiration_date: '2027-01-01',
      },
    })
  ).body.data;
  await request('PATCH', `/recruitment/offers/${offer.id}/status`, { token, body: { status: 'Accepted' } });
  const template = (
    await request('POST', '/recruitment/onboarding/templates', {
      token,
      body: {
        organization_id: f.organization.id,
        name: `Template ${marker}`,
        tasks: [{ name: 'Laptop', due_offset_days: 0 }],
      },
    })
  ).body.data;
  await request('POST', `/recruitment/onboarding/hires/${hire.id}/plan`, { token, body: { template_id: template.id } });
  const role = (
    await request('POST', `/organizations/${f.organization.id}/roles`, {
      token,
      body: { name: `Role ${marker}`, grants: { recruitment: { view: 'organization' } }, fields: [] },
    })
  ).body.data;
  const adjustment = await addAttendanceData(token, f.organization.id, employee.id);
  const payRun = await seedPayRun(token, f.organization.id, employee.id);
  // A draft timesheet of the pay schedule's November fortnight.
  const timesheet = (
    await request('POST', '/timesheets', {
      token,
      body: { organization_id: f.organization.id, employee_id: employee.id, period_start: '2026-11-02' },
    })
  ).body.data as { timesheet_id: number; version: number };
  // A draft shift of the employee (rostering).
  const shift = (
    await request('POST', '/shifts', {
      token,
      body: {
        organization_id: f.organization.id,
        employee_id: employee.id,
        department_id: f.sales.id,
        date: '2026-11-10',
        start_time: '09:00',
        end_time: '13:00',
        break_minutes: 0,
      },
    })
  ).body.data as { id: number; version: number };
  // A shift template of the department (rostering).
  const shiftTemplate = (
    await request('POST', '/rosters/templates', {
      token,
      body: {
        organization_id: f.organization.id,
        department_id: f.sales.id,
        name: 'Weekday opening',
        start_time: '07:00',
        end_time: '15:00',
        break_minutes: 30,
      },
    })
  ).body.data as { id: number; version: number };
  // A finalised pay run and its payslip (payroll outputs: payslip PDF, bank file, STP).
  const payslipRun = await seedPayslipsRun(f.organization.id, employee.id);
  // A prepared pay event of that run (STP events, issue 30 §5).
  const stpEvent = await seedStpEvent(f.organization.id, payslipRun.pay_run_id, employee.id);
  // A published shift of the employee (rostering, issue 28 §2: acknowledging it).
  const publishedShift = await seedPublishedShift(f.organization.id, f.sales.id, employee);
  // A drop offer of that shift (shift swapping, issue 28 §3).
  const shiftSwap = await seedShiftSwap(f.organization.id, f.sales.id, publishedShift, employee);
  // A dry run of a one-row employees import (issue 31 §1).
  const importRun = (
    await dryRun(
      owner,
      f.organization.id,
      `Employee Code,First Name\n${employee.employee_code},${employee.first_name}`,
      {
        'Employee Code': 'employee_code',
        'First Name': 'first_name',
      },
    )
  ).body.data as { id: number };
  // A goal of the employee (performance, issue 29 §1), set by the owner: active.
  const goal = (
    await request('POST', '/performance/goals', {
      token,
      body: {
        organization_id: f.organization.id,
        title: `Goal ${marker}`,
        level: 'person',
        employee_id: employee.id,
        key_results: [{ title: 'Calls made', kind: 'numeric', start: 0, target: 10 }],
      },
    })
  ).body.data as { id: number; version: number };
  // A launched review cycle of the employee and their self review (performance, issue 29 §2).
  const review = await seedReviewCycle(owner, f.organization.id, employee.id);
  return {
    owner,
    organization: f.organization,
    department: f.sales,
    designation: f.salesRep,
    job,
    applicant,
    applicantBody,
    hire,
    manager,
    employee,
    employeeBody: employeeBody(f),
    leaveRequest,
    notification,
    trashed,
    interview,
    offer,
    template,
    role,
    adjustment,
    payRun,
    payslipRun,
    stpEvent,
    timesheet,
    shift,
    shiftTemplate,
    publishedShift,
    shiftSwap,
    importRun,
    goal,
    review,
  };
}

/** A call to make on the world's records: route-cases.ts has one per route. */
export type Case = (w: World) => { path: string; body?: unknown };

export type World = Awaited<ReturnType<typeof buildWorld>>;
export type { TestUser };
