import type { MembershipRole } from '@wattle/shared/auth';
import { Badge } from '@/components/ui/badge';

const labels: Record<MembershipRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export function RoleBadge({ role }: { role: MembershipRole }) {
  return (
    <Badge tone={role === 'owner' ? 'brand' : role === 'admin' ? 'blue' : 'neutral'}>{labels[role] ?? role}</Badge>
  );
}
