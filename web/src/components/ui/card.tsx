import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...props} />;
}

/**
 * A card's heading bar above its list: the title (an `h2`) and what acts on the list (an Add
 * button, a search, a filter). `layout` replaces the row's flex classes (a stacked bar on a phone).
 */
export function CardHeader({
  title,
  children,
  layout = 'flex flex-wrap items-center justify-between gap-2',
}: {
  title: string;
  children?: ReactNode;
  layout?: string;
}) {
  return (
    <div className={cn(layout, 'border-b border-slate-200 px-4 py-3')}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </div>
  );
}
