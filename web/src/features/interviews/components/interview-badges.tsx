import type { InterviewStatus, InterviewType } from '@wattle/shared/hiring';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const typeTones: Record<InterviewType, BadgeTone> = { Phone: 'blue', Video: 'violet', 'On-site': 'brand' };
const statusTones: Record<InterviewStatus, BadgeTone> = { scheduled: 'blue', completed: 'green', cancelled: 'red' };

export function InterviewTypeBadge({ type }: { type: InterviewType }) {
  return <Badge tone={typeTones[type] ?? 'neutral'}>{type}</Badge>;
}

export function InterviewStatusBadge({ status }: { status: InterviewStatus }) {
  return (
    <Badge tone={statusTones[status] ?? 'neutral'} className="capitalize">
      {status}
    </Badge>
  );
}

/** The small coloured block an interview gets on the calendar. */
export const chipClasses: Record<InterviewStatus, string> = {
  scheduled: 'bg-sky-100 text-sky-900 hover:bg-sky-200',
  completed: 'bg-emerald-100 text-emerald-900 hover:bg-emerald-200',
  cancelled: 'bg-slate-100 text-slate-500 line-through hover:bg-slate-200',
};
