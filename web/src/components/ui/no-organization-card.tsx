import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** A page without a selected organization: what belongs to a workspace (`children`), and the way to Organizations. */
export function NoOrganizationCard({ children }: { children: ReactNode }) {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <Building2 aria-hidden="true" className="size-6 text-brand-700" />
      <p className="mt-4 font-medium text-slate-900">Please select an organization.</p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{children}</p>
      <Link
        to={paths.app.organizations.getHref()}
        className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), 'mt-4')}
      >
        Go to Organizations
      </Link>
    </Card>
  );
}
