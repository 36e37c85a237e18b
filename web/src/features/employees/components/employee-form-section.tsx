import type { ReactNode } from 'react';

/** A titled group of fields in a tab of the employee form. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">{title}</legend>
      {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
