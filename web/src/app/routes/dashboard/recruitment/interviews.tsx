import { InterviewScheduling } from '@/features/interviews/components/interview-scheduling';

export default function InterviewsRoute() {
  return <InterviewScheduling />;
}
