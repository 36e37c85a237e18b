import { PayRunsPage } from '@/features/payroll-runs/components/pay-runs-page';
import { PAY_CHANGE_APPROVAL } from '@/features/performance/access';
import { AppraisalPayChanges } from '@/features/performance/components/appraisals-pay-changes';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';

/**
 * Salary processing: the pay runs and, for those who may approve them (payroll edit over the
 * organization with the `pay` group, as the API's rule), the pay changes managers proposed after
 * their reviews (issue 29 §3).
 */
export default function PayrollProcessingRoute() {
  const { organization } = useSelectedOrganization();
  const approves = useCan(PAY_CHANGE_APPROVAL);
  return (
    <>
      <PayRunsPage />
      {organization && approves ? (
        <div className="mt-6">
          <AppraisalPayChanges organizationId={organization.id} approver />
        </div>
      ) : null}
    </>
  );
}
