import { PAYROLL_RULES } from '@wattle/shared/payroll-access';
import { PageHeader } from '@/components/ui/page-header';
import { useOrganizationToday } from '@/lib/dates';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { BuiltInTaxTables } from './built-in-tax-tables';
import { LoadedTaxTables } from './loaded-tax-tables';
import { WithholdingCalculator } from './withholding-calculator';

/** Payroll → PAYG Withholding: the calculator pay runs use, the built-in tax tables, and the ones payroll officers load. */
export function WithholdingPage() {
  const { organization } = useSelectedOrganization();
  const today = useOrganizationToday();
  const canView = useCan(PAYROLL_RULES.settings);
  const canEdit = useCan('payroll', 'edit');
  return (
    <>
      <PageHeader
        title="PAYG Withholding Calculator"
        description="The amount to withhold from a payment by the ATO’s Schedule 1 statement of formulas, with Schedule 8 for study and training loans."
      />
      {!organization ? null : canView ? (
        <>
          <WithholdingCalculator key={organization.id} organizationId={organization.id} today={today} />
          <BuiltInTaxTables organizationId={organization.id} />
          {canEdit ? <LoadedTaxTables organizationId={organization.id} /> : null}
        </>
      ) : (
        <p className="text-sm text-slate-600">Your role does not include the organization’s payroll.</p>
      )}
    </>
  );
}
