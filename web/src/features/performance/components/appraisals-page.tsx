import { PageHeader } from '@/components/ui/page-header';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { PAY_CHANGE_APPROVAL } from '../access';
import { AppraisalFeedback } from './appraisals-feedback';
import { AppraisalOneOnOnes } from './appraisals-one-on-ones';
import { AppraisalPayChanges } from './appraisals-pay-changes';

/**
 * Feedback and appraisals (issue 29 §3): praise, requested feedback, 1:1s, appraisal outcomes.
 * Payroll approves the pay changes on its own screen (Payroll, salary processing); someone who
 * holds both (an owner, an admin) sees the approvals here too.
 */
export function AppraisalsPage() {
  const { organization } = useSelectedOrganization();
  const proposes = useCan('performance', 'create', 'reports');
  const approves = useCan(PAY_CHANGE_APPROVAL);
  if (!organization) return null;
  return (
    <>
      <PageHeader
        title="Feedback and appraisals"
        description="Praise, requested feedback, one-on-ones and appraisal outcomes."
      />
      <div className="grid gap-4">
        <AppraisalFeedback organizationId={organization.id} employeeId={organization.employee_id ?? null} />
        <AppraisalOneOnOnes organizationId={organization.id} employeeId={organization.employee_id ?? null} />
        {proposes ? (
          <AppraisalPayChanges
            organizationId={organization.id}
            approver={false}
            ownEmployeeId={organization.employee_id ?? null}
          />
        ) : null}
        {approves ? <AppraisalPayChanges organizationId={organization.id} approver /> : null}
      </div>
    </>
  );
}
