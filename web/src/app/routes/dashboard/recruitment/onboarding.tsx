import { NewHireOnboarding } from '@/features/onboarding/components/new-hire-onboarding';

export default function OnboardingRoute() {
  return <NewHireOnboarding />;
}
