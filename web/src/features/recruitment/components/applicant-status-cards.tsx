import { APPLICANT_STATUSES, type ApplicantPage, type ApplicantStatus } from '@wattle/shared/recruitment';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { statusLabel } from './status-badges';

const STATUS_CARD_STYLES: Record<ApplicantStatus, string> = {
  applied: 'border-t-sky-400',
  interview: 'border-t-violet-400',
  offer: 'border-t-amber-400',
  hired: 'border-t-emerald-500',
  rejected: 'border-t-red-400',
};

/** The five counts: the whole organization, whatever the filters. */
export function StatusCards({ counts }: { counts: ApplicantPage['counts'] | undefined }) {
  return (
    <ul aria-label="Applicants by status" className="grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3">
      {APPLICANT_STATUSES.map((status) => {
        const labelId = `applicant-count-${status}`;
        return (
          <li key={status} className="min-w-0">
            <Card
              role="group"
              aria-labelledby={labelId}
              className={cn('border-t-4 px-3 py-2 sm:px-4 sm:py-3', STATUS_CARD_STYLES[status])}
            >
              <p id={labelId} className="truncate text-xs font-medium text-slate-600 sm:text-sm">
                {statusLabel(status)}
              </p>
              <p className="mt-0.5 text-xl font-semibold text-slate-900 tabular-nums sm:mt-1 sm:text-2xl">
                {counts ? counts[status] : '–'}
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
