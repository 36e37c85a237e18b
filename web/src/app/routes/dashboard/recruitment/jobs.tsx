import { JobOpeningsList } from '@/features/recruitment/components/job-openings-list';

export default function JobOpeningsRoute() {
  return <JobOpeningsList />;
}
