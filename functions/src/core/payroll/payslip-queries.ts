import { addDays } from '@wattle/shared/calendar';
import { type PayslipItem, payslipEntity } from './pay-run-entities.ts';
import { isReleased } from './pay-run-views.ts';

/**
 * The organization's released (finalised or paid) payslips paid from `from` to `to` inclusive:
 * one Query on gsi2 (the organization's payslips by pay date), paged through.
 */
export async function releasedPayslipsBetween(
  organizationId: number,
  from: string,
  to: string,
): Promise<PayslipItem[]> {
  // The sort key is `<pay_date>#<run>#<employee>`: the day after `to` bounds it, then `to` itself filters.
  const { data } = await payslipEntity()
    .query.byPayDate({ organization_id: organizationId })
    .between({ pay_date: from }, { pay_date: addDays(to, 1) })
    .go({ pages: 'all' });
  return data.filter((slip) => slip.pay_date >= from && slip.pay_date <= to && isReleased(slip.status));
}
