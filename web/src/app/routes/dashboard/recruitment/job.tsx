import { useParams } from 'react-router-dom';
import { JobOpeningDetail } from '@/features/recruitment/components/job-opening-detail';

export default function JobOpeningRoute() {
  const { jobId } = useParams();
  return <JobOpeningDetail key={jobId} jobId={jobId} />;
}
