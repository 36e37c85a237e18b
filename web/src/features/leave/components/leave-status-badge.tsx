import { LEAVE_REQUEST_STATUS_LABELS, type LeaveRequestStatus } from '@wattle/shared/leave-request-constants';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<LeaveRequestStatus, BadgeTone> = {
  pending: 'amber',
  approved: 'green',
  declined: 'red',
  cancelled: 'neutral',
};

export function LeaveStatusBadge({ status }: { status: LeaveRequestStatus }) {
  return <Badge tone={TONES[status]}>{LEAVE_REQUEST_STATUS_LABELS[status]}</Badge>;
}
