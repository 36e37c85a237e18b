import type { ApplicantStatus, JobStatus } from '@wattle/shared/recruitment';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const jobTones: Record<JobStatus, BadgeTone> = { open: 'green', 'on-hold': 'amber', closed: 'red', draft: 'blue' };

const applicantTones: Record<ApplicantStatus, BadgeTone> = {
  applied: 'blue',
  interview: 'violet',
  offer: 'amber',
  hired: 'green',
  rejected: 'red',
};

function toneOf<T extends string>(tones: Record<T, BadgeTone>, status: string): BadgeTone | null {
  return Object.hasOwn(tones, status) ? tones[status as T] : null;
}

/** Open green, on-hold amber, closed red, draft blue; a status the app does not know is shown as it is, in grey. */
export function JobStatusBadge({ status }: { status: string }) {
  const tone = toneOf(jobTones, status);
  return (
    <Badge tone={tone ?? 'neutral'} className={tone ? 'capitalize' : undefined}>
      {status}
    </Badge>
  );
}

export function ApplicantStatusBadge({ status }: { status: string }) {
  const tone = toneOf(applicantTones, status);
  return (
    <Badge tone={tone ?? 'neutral'} className={tone ? 'capitalize' : undefined}>
      {status}
    </Badge>
  );
}

/** 'on-hold' → 'On hold'; used for select options, where CSS cannot capitalise. */
export function statusLabel(status: string): string {
  const text = status.replaceAll('-', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
