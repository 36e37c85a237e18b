import { cn } from '@/lib/cn';

/** A 0–100 bar announced as a progressbar. */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}%`}
      className={cn('h-2 overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width]', clamped === 100 ? 'bg-emerald-500' : 'bg-brand-400')}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
