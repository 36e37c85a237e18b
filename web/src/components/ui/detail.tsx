import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One labelled value of a details list (`<dl>`): the label above, the value below, or a muted
 * `missing` text when there is no value.
 */
export function Detail({
  label,
  children,
  className,
  mono = false,
  missing = 'Not specified',
}: {
  label: string;
  children: ReactNode;
  className?: string;
  /** Identifiers (TFN, BSB, account numbers): monospaced and spaced out. */
  mono?: boolean;
  missing?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className={cn('mt-1 text-sm break-words text-slate-900', mono && 'font-mono tracking-wide')}>
        {children || <span className="font-sans tracking-normal text-slate-500 italic">{missing}</span>}
      </dd>
    </div>
  );
}
