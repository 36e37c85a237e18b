import { CircleAlert, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export const LIST_LOAD_ERROR = 'The list could not be loaded.';

interface ListErrorProps {
  /** What failed, e.g. 'Failed to fetch job openings.'; a general sentence by default. */
  message?: string;
  /** Asks again: the list's SWR `mutate`. */
  onRetry: () => unknown;
  className?: string;
}

/**
 * A list that failed to load says so, with Retry, instead of claiming to be empty. Announced to
 * screen readers when it appears.
 */
export function ListError({ message = LIST_LOAD_ERROR, onRetry, className }: ListErrorProps) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // The list's own error state shows the new failure.
    } finally {
      setRetrying(false);
    }
  };
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 px-4 py-10 text-center text-sm', className)}>
      <CircleAlert aria-hidden="true" className="size-6 text-red-500" />
      <p className="text-slate-700">{message}</p>
      <Button variant="outline" size="sm" onClick={retry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={cn('size-4', retrying && 'animate-spin')} />
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
