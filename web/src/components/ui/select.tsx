import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses } from './input';

/** A native select: keyboard, screen reader and mobile pickers work without extra code. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(controlClasses, 'h-10 appearance-none pr-9')} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}

interface OptionsProps<V extends string | number> {
  /** The values to choose from, in order. */
  values: readonly V[];
  /** What each value reads as (a table or a function); the value itself where there is none. */
  labels?: Readonly<Record<V, string>> | ((value: V) => string);
}

/** A select's options for a list of values: `<option value={value}>{labels[value]}</option>` each. */
export function Options<V extends string | number>({ values, labels }: OptionsProps<V>) {
  return values.map((value) => (
    <option key={value} value={value}>
      {typeof labels === 'function' ? labels(value) : labels ? labels[value] : value}
    </option>
  ));
}
