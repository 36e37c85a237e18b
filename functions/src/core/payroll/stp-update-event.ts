import type { StpEventKind } from '@wattle/shared/stp-events';
import type { EmployeeItem } from '../employees/employee-entity.ts';
import { organizationProfile } from '../tenancy/memberships.ts';
import { payPeriodOn } from './employee-pay.ts';
import { readPayeesOf, readPayrollSettings } from './run-people.ts';
import { employmentBasisCode, stpAmountsJson, taxTreatmentCode } from './stp-mapping.ts';
import { yearReportsQualifyingEarnings } from './stp-qualifying-earnings.ts';
import type { EmployeeYearToDate } from './stp-year-to-date.ts';

/**
 * An update event (STP Phase 2): the payer record and, per employee, the payee record with the
 * financial year's to-date amounts and no pay of the period — a year-to-date correction without a
 * pay, the finalisation declaration (final event indicator true) or its removal for an amendment
 * (false). Its pay/update date is a day of the year it updates: today, or the year's last day once
 * the year is over. Field names follow the ATO's Phase 2 names as the pay event does (unverified
 * against the ATO's message specification, like the pay event's; docs/payroll/stp-and-end-of-year.md).
 * TFNs are left out here (`PayeeTaxFileNumber` null): they are opened from the employee record when
 * the file is made (stp-events.ts), never stored with the event.
 */
export async function updateEventRecords(
  organizationId: number,
  input: {
    kind: Extract<StpEventKind, 'update' | 'finalisation' | 'finalisation_removal'>;
    year: { start: string; end: string; label: string };
    submissionId: string;
    updateDate: string;
    people: EmployeeYearToDate[];
    /** Employees finalised now (an ordinary update keeps their indicator true). */
    finalised: ReadonlySet<number>;
  },
) {
  const { kind, year, people } = input;
  const [settings, payees] = await Promise.all([
    readPayrollSettings(organizationId),
    readPayeesOf(
      organizationId,
      people.map((person) => person.employee_id),
    ),
  ]);
  const withQe = yearReportsQualifyingEarnings(year.start);
  const finalIndicator = (employeeId: number) =>
    kind === 'finalisation' ? true : kind === 'finalisation_removal' ? false : input.finalised.has(employeeId);
  const records = people.map((person) => {
    const employee = payees.employees.get(person.employee_id);
    const pay = payees.pay.get(person.employee_id);
    const declaration = pay ? payPeriodOn(pay, input.updateDate) : null;
    return {
      ...payeeIdentity(person, employee, input.updateDate),
      IncomeStreamTypeCode: 'SAW',
      TaxTreatmentCode: declaration ? taxTreatmentCode(declaration) : null,
      EmploymentBasisCode: employmentBasisCode(employee?.employment_type ?? 'Full-time'),
      FinalEventIndicator: finalIndicator(person.employee_id),
      YearToDate: stpAmountsJson(person.amounts, withQe),
    };
  });
  const payer = {
    SubmissionID: input.submissionId,
    EventType: 'Update',
    PaymentDate: input.updateDate,
    FinancialYear: year.label,
    RunDateTimeStamp: new Date().toISOString(),
    Payer: {
      PayerAustralianBusinessNumber: settings?.abn ?? null,
      PayerBranchCode: '001',
      PayerOrganisationName: organizationProfile(organizationId).name,
      // An update event reports no pay: its period totals are nil.
      PayerTotalPAYGWAmount: '0.00',
      PayerTotalGrossPaymentsAmount: '0.00',
    },
  };
  return { payer, payees: records };
}

function payeeIdentity(person: EmployeeYearToDate, employee: EmployeeItem | undefined, updateDate: string) {
  return {
    PayeePayrollID: employee?.employee_code || String(person.employee_id),
    PayeeTaxFileNumber: null,
    PayeeFamilyName: employee?.last_name ?? person.employee_name,
    PayeeFirstName: employee?.first_name ?? null,
    PayeeDateOfBirth: employee?.date_of_birth ?? null,
    EmploymentStartDate: employee?.joining_date ?? null,
    EmploymentEndDate:
      employee?.last_working_day && employee.last_working_day <= updateDate ? employee.last_working_day : null,
  };
}
