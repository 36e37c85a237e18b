import { formatAudAmount } from '@wattle/shared/money';
import { PAY_RUN_STATUS_LABELS, type PayRunStatus } from '@wattle/shared/payroll-constants';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** "3000.50" (the API's amount) → "$3,000.50". */
export const aud = formatAudAmount;

const TONES: Record<PayRunStatus, BadgeTone> = {
  calculating: 'blue',
  review: 'amber',
  finalising: 'violet',
  finalised: 'brand',
  paid: 'green',
};

export function PayRunStatusBadge({ status }: { status: PayRunStatus }) {
  return <Badge tone={TONES[status]}>{PAY_RUN_STATUS_LABELS[status]}</Badge>;
}
