import { Building2, Mail } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { initials } from '@/lib/initials';
import { useMe } from '../api/get-me';
import { AccountSecurity } from './account-security';
import { MyDetails } from './my-details';

export function ProfileDetails() {
  const { data, error, isLoading, mutate } = useMe();

  return (
    <>
      <PageHeader title="My Profile" description="Your account and the organizations you belong to." />
      {isLoading ? (
        <Spinner className="py-16" />
      ) : error || !data ? (
        <ErrorAlert>
          <p>Failed to load your profile.</p>
          <button type="button" onClick={() => void mutate()} className="mt-1 font-medium underline">
            Try again
          </button>
        </ErrorAlert>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <Card className="p-6 lg:col-span-1">
            <div className="flex items-center gap-4">
              <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-slate-900 text-lg font-semibold text-brand-300">
                {initials(data.user.name)}
              </span>
              <div className="min-w-0">
                <p className="text-lg font-semibold break-words text-slate-900">{data.user.name}</p>
                <p className="flex items-center gap-1.5 text-sm text-slate-600">
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  <EmailAddress value={data.user.email} />
                </p>
              </div>
            </div>
          </Card>
          <Card className="min-w-0 lg:col-span-2">
            <h2 className="border-b border-slate-100 px-6 py-4 font-semibold text-slate-900">Organizations</h2>
            {data.organizations.length === 0 ? (
              <p className="px-6 py-6 text-sm text-slate-600">You are not a member of any organization yet.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {data.organizations.map((organization) => (
                  <li key={organization.id} className="flex items-center gap-3 px-6 py-3">
                    <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                    <Link
                      to={paths.app.organization.getHref(organization.id)}
                      className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900 hover:underline"
                    >
                      {organization.name}
                    </Link>
                    <Badge tone={organization.role === 'owner' ? 'brand' : 'neutral'}>{organization.role_name}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <div className="min-w-0 lg:col-span-3">
            <MyDetails />
          </div>
          <div className="lg:col-span-3">
            <AccountSecurity />
          </div>
        </div>
      )}
    </>
  );
}
