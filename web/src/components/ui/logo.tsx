import { cn } from '@/lib/cn';

/** The wattle-blossom mark. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#0f172a" />
      <circle cx="16" cy="10" r="4" fill="#fcc419" />
      <circle cx="10" cy="18" r="4" fill="#fcc419" />
      <circle cx="22" cy="18" r="4" fill="#fcc419" />
      <circle cx="16" cy="24" r="3" fill="#f0ad00" />
    </svg>
  );
}
