import { ApplicantTracking } from '@/features/recruitment/components/applicant-tracking';

export default function ApplicantsRoute() {
  return <ApplicantTracking />;
}
