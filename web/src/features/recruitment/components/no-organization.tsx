import { Building2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** Recruitment data belongs to a workspace: without one selected there is nothing to show. */
export function NoOrganization({ what }: { what: string }) {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
        <Building2 aria-hidden="true" className="size-6 text-brand-700" />
      </span>
      <p className="mt-4 font-medium text-slate-900">Please select an organization.</p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">
        {what} belong to a workspace. Choose one in the switcher at the top, or create one first.
      </p>
      <Link
        to={paths.app.organizations.getHref()}
        className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), 'mt-4')}
      >
        Go to Organizations
      </Link>
    </Card>
  );
}
