import type { MembershipRole } from '@wattle/shared/auth';
import { Badge } from '@/components/ui/badge';

/** A member's role: its name (a custom role's own), owners and admins highlighted. */
export function RoleBadge({ role, name }: { role: MembershipRole; name: string }) {
  return <Badge tone={role === 'owner' ? 'brand' : role === 'admin' ? 'blue' : 'neutral'}>{name}</Badge>;
}
