import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 text-sm text-slate-500', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
      <span>{label}</span>
    </div>
  );
}

export function FullScreenSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-50">
      <Spinner label={label} />
    </div>
  );
}
