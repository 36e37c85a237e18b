import { TIMESHEET_EXCEPTION_LABELS, type TimesheetException } from '@wattle/shared/timesheet-constants';
import { Badge } from '@/components/ui/badge';

/** Exceptions as amber badges by their label, each code once; long labels wrap (a phone's card is narrow). */
export function ExceptionBadges({ exceptions, label }: { exceptions: readonly TimesheetException[]; label?: string }) {
  const codes = [...new Set(exceptions.map((exception) => exception.code))];
  if (codes.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={label}>
      {codes.map((code) => (
        <li key={code}>
          <Badge tone="amber" className="whitespace-normal!">
            {TIMESHEET_EXCEPTION_LABELS[code]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
