import { Badge, type BadgeTone } from '@/components/ui/badge';

/** The list colours Active green and every other status yellow. */
export function listStatusTone(status: string): BadgeTone {
  return status === 'Active' ? 'green' : 'amber';
}

/** The profile colours Active green, Inactive grey and every other status yellow. */
export function profileStatusTone(status: string): BadgeTone {
  if (status === 'Active') return 'green';
  if (status === 'Inactive') return 'neutral';
  return 'amber';
}

export function EmployeeStatusBadge({
  status,
  variant = 'list',
}: {
  status: string | null | undefined;
  variant?: 'list' | 'profile';
}) {
  if (!status) return <Badge tone="neutral">Unknown Status</Badge>;
  return <Badge tone={variant === 'profile' ? profileStatusTone(status) : listStatusTone(status)}>{status}</Badge>;
}

export function EmploymentTypeBadge({ type }: { type: string | null | undefined }) {
  return <Badge tone="blue">{type || 'Unknown Type'}</Badge>;
}
