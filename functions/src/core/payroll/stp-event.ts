import { STP_CESSATION_CODES } from '@wattle/shared/employee-lifecycle';
import { formatMoney } from '@wattle/shared/money';
import { openPayroll } from '../employees/payroll.ts';
import { organizationProfile } from '../tenancy/memberships.ts';
import { payPeriodOn } from './employee-pay.ts';
import { incomeTypeOf } from './income-types.ts';
import { readReleasedRun } from './pay-run-store.ts';
import { readPayeesOf, readPayrollSettings } from './run-people.ts';
import { addPayslip, employmentBasisCode, emptyStpAmounts, stpAmountsJson, taxTreatmentCode } from './stp-mapping.ts';
import { yearReportsQualifyingEarnings } from './stp-qualifying-earnings.ts';
import { stpYearToDate } from './stp-year-to-date.ts';
import { financialYearOf } from './super-rules.ts';

/**
 * GET /payroll/pay-runs/{id}/stp: the finalised run as a Single Touch Payroll Phase 2 pay event
 * (the ATO's PAYEVNT payer record and a PAYEVNTEMP payee record per payslip), in JSON under the
 * ATO's field names, with this run's amounts and the financial year's to date (including this run).
 * It is data to lodge through an STP gateway of the employer's choosing: Wattle HR does not lodge.
 */
export async function payRunStp(organizationId: number, payRunId: number) {
  const { run, payslips } = await readReleasedRun(organizationId, payRunId);
  const year = financialYearOf(run.pay_date);
  const employeeIds = payslips.map((slip) => slip.employee_id);
  const [settings, payees, toDate] = await Promise.all([
    readPayrollSettings(organizationId),
    readPayeesOf(organizationId, employeeIds),
    stpYearToDate(organizationId, year, { through: run, employeeIds: new Set(employeeIds) }),
  ]);
  const withQe = yearReportsQualifyingEarnings(year.start);
  const payeeRecords = await Promise.all(
    payslips.map(async (slip) => {
      const employee = payees.employees.get(slip.employee_id);
      const pay = payees.pay.get(slip.employee_id);
      const declaration = pay ? payPeriodOn(pay, run.pay_date) : null;
      const identifiers = employee ? await openPayroll(employee) : undefined;
      const ended = employee?.last_working_day && employee.last_working_day <= run.pay_date;
      return {
        PayeePayrollID: employee?.employee_code || String(slip.employee_id),
        PayeeTaxFileNumber: identifiers?.tax_file_number ?? (declaration?.tfn_provided === false ? '000000000' : null),
        PayeeFamilyName: employee?.last_name ?? slip.employee_name,
        PayeeFirstName: employee?.first_name ?? null,
        PayeeDateOfBirth: employee?.date_of_birth ?? null,
        EmploymentStartDate: employee?.joining_date ?? null,
        EmploymentEndDate: ended ? employee.last_working_day : null,
        /** The cessation type of the exit's reason (V, I, D, R, F, C, T), with the end date (issue 30 §1). */
        CessationTypeCode: ended && employee.exit_reason ? STP_CESSATION_CODES[employee.exit_reason] : null,
        PayrollPeriodStartDate: slip.period_start,
        PayrollPeriodEndDate: slip.period_end,
        // The pay setup's income type (issue 30 §3); WHM, IAA and FEI name the country.
        IncomeStreamTypeCode: declaration ? incomeTypeOf(declaration) : 'SAW',
        IncomeStreamCountryCode: declaration?.income_country ?? null,
        TaxTreatmentCode: declaration ? taxTreatmentCode(declaration) : null,
        EmploymentBasisCode: employmentBasisCode(employee?.employment_type ?? 'Full-time'),
        PayPeriod: stpAmountsJson(addPayslip(emptyStpAmounts(), slip), withQe),
        YearToDate: stpAmountsJson(
          toDate.get(slip.employee_id)?.amounts ?? addPayslip(emptyStpAmounts(), slip),
          withQe,
        ),
      };
    }),
  );
  return {
    PayEvent: {
      SubmissionID: `pay-run-${run.pay_run_id}`,
      PaymentDate: run.pay_date,
      FinancialYear: year.label,
      PayrollPeriodStartDate: run.period_start,
      PayrollPeriodEndDate: run.period_end,
      RunDateTimeStamp: run.finalised_at ?? run.updated_at,
      Payer: {
        PayerAustralianBusinessNumber: settings?.abn ?? null,
        PayerBranchCode: '001',
        PayerOrganisationName: organizationProfile(organizationId).name,
        PayerTotalPAYGWAmount: formatMoney(run.withholding_cents),
        PayerTotalGrossPaymentsAmount: formatMoney(run.gross_cents),
      },
      Payees: payeeRecords,
    },
  };
}
