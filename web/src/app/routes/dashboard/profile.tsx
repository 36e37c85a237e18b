import { ProfileDetails } from '@/features/profile/components/profile-details';

export default function ProfileRoute() {
  return <ProfileDetails />;
}
