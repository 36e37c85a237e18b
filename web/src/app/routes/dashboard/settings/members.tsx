import { MembersPage } from '@/features/members/components/members-page';

export default function MembersRoute() {
  return <MembersPage />;
}
