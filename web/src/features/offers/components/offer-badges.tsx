import type { CandidateStatus, OfferStatus } from '@wattle/shared/hiring';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const offerTones: Record<OfferStatus, BadgeTone> = {
  Sent: 'blue',
  Accepted: 'green',
  Declined: 'red',
  Withdrawn: 'neutral',
};

const candidateTones: Record<CandidateStatus, BadgeTone> = {
  'Awaiting Decision': 'amber',
  'Offer Extended': 'blue',
  Rejected: 'red',
};

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return <Badge tone={offerTones[status] ?? 'neutral'}>{status}</Badge>;
}

export function CandidateStatusBadge({ status }: { status: CandidateStatus }) {
  return <Badge tone={candidateTones[status] ?? 'neutral'}>{status}</Badge>;
}
