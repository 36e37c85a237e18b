import { PAYROLL_RULES } from '@wattle/shared/payroll-access';
import { PageHeader } from '@/components/ui/page-header';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { EmployeePaySection } from './employee-pay-section';
import { PaySchedulesSection } from './pay-schedules-section';
import { PayrollSettingsSection } from './payroll-settings-form';

/** Payroll → Salary Structure Setup: the organization's payroll settings, pay schedules and each employee's pay. */
export function PayrollSetupPage() {
  const { organization } = useSelectedOrganization();
  const canEdit = useCan('payroll', 'edit', 'organization');
  // Each employee's pay is pay figures: only with the `pay` field group (the route's rule).
  const seesPay = useCan(PAYROLL_RULES.payFigures);
  return (
    <>
      <PageHeader
        title="Salary Structure Setup"
        description="Your ABN and bank account, pay schedules, and each employee's pay, tax declaration and super fund."
      />
      {organization ? (
        <div className="grid gap-6">
          <PayrollSettingsSection organizationId={organization.id} canEdit={canEdit} />
          <PaySchedulesSection organizationId={organization.id} canEdit={canEdit} />
          {seesPay ? <EmployeePaySection organizationId={organization.id} canEdit={canEdit} /> : null}
        </div>
      ) : (
        <p className="text-sm text-slate-600">Choose an organization to set up payroll.</p>
      )}
    </>
  );
}
