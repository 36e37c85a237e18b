import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** A table's Employee cell: the name, linked to the profile, over small lines (code, department, e-mail). */
export function EmployeeCell({ id, name, children }: { id: number; name: string; children?: ReactNode }) {
  return (
    <>
      <Link
        to={paths.app.employee.getHref(id)}
        className="font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {name}
      </Link>
      {children}
    </>
  );
}
