import { formatAddress } from '@wattle/shared/address';
import type { SelfServiceProfile } from '@wattle/shared/self-service';
import { Briefcase, HeartPulse, Landmark, Pencil, User } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Detail as SharedDetail } from '@/components/ui/detail';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useOwnProfile } from '../api/self-service';
import { BankDetailsDialog } from './bank-details-dialog';
import { EditDetailsDialog } from './edit-details-dialog';

export const NOT_LINKED_TEXT =
  "Your account isn't linked to an employee record in this organization, so there are no details to show. Ask HR to invite you to self-service, or to link your account on the Members page.";

const NOT_PROVIDED = 'Not provided';

function Detail(props: { label: string; children: ReactNode; mono?: boolean }) {
  return <SharedDetail {...props} missing={NOT_PROVIDED} />;
}

function Group({
  title,
  icon: Icon,
  action,
  children,
}: {
  title: string;
  icon: typeof User;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = `my-details-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-4 text-brand-600" />
          {title}
        </h3>
        {action}
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

const date = (value: string | null | undefined) => (value ? formatDate(value) : '');

/**
 * My Profile → My details: the caller's own employee record in the selected organization
 * (self-service), with payroll identifiers masked; personal, contact and emergency details are
 * edited here, bank details in their own dialog that asks for the password again.
 */
export function MyDetails() {
  const { organization } = useSelectedOrganization();
  const linked = Boolean(organization?.employee_id);
  const { data, error, isLoading, mutate } = useOwnProfile(organization?.id ?? null, linked);
  const notLinked = !linked || (error instanceof ApiError && error.status === 404);

  return (
    <Card role="region" aria-labelledby="my-details-heading">
      <div className="border-b border-slate-100 px-6 py-4">
        <h2 id="my-details-heading" className="font-semibold text-slate-900">
          My details
        </h2>
        {organization ? <p className="text-sm text-slate-600">Your employee record in {organization.name}.</p> : null}
      </div>
      <div className="px-6 py-5">
        {!organization ? (
          <p className="text-sm text-slate-600">Choose an organization to see your employee record.</p>
        ) : notLinked ? (
          <p className="text-sm text-slate-600">{NOT_LINKED_TEXT}</p>
        ) : isLoading ? (
          <Spinner label="Loading your details..." className="py-8" />
        ) : error || !data ? (
          <ErrorAlert>
            <p>Your details could not be loaded.</p>
            <button type="button" onClick={() => void mutate()} className="mt-1 font-medium underline">
              Try again
            </button>
          </ErrorAlert>
        ) : (
          <RecordDetails profile={data} organizationId={organization.id} onSaved={(next) => mutate(next, false)} />
        )}
      </div>
    </Card>
  );
}

function RecordDetails({
  profile,
  organizationId,
  onSaved,
}: {
  profile: SelfServiceProfile;
  organizationId: number;
  onSaved: (profile: SelfServiceProfile) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [changingBank, setChangingBank] = useState(false);
  const designation = profile.designation?.title || profile.designation?.name;
  const editButton = (
    <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
      <Pencil aria-hidden="true" className="size-4" />
      Edit my details
    </Button>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Group title="Personal and contact" icon={User} action={editButton}>
        <Detail label="Name">{`${profile.first_name} ${profile.last_name}`}</Detail>
        <Detail label="Personal Email">{profile.personal_email}</Detail>
        <Detail label="Phone Number">{profile.phone_number}</Detail>
        <Detail label="Date of Birth">{date(profile.date_of_birth)}</Detail>
        <Detail label="Gender">{profile.gender}</Detail>
        <div className="sm:col-span-2">
          <Detail label="Address">{formatAddress(profile)}</Detail>
        </div>
      </Group>
      <Group title="Emergency contact" icon={HeartPulse}>
        <Detail label="Contact Name">{profile.emergency_contact_name}</Detail>
        <Detail label="Contact Phone">{profile.emergency_contact_phone}</Detail>
      </Group>
      <Group title="Employment" icon={Briefcase}>
        <Detail label="Employee Code">{profile.employee_code}</Detail>
        <Detail label="Status">{profile.status}</Detail>
        <Detail label="Department">{profile.department?.name}</Detail>
        <Detail label="Designation">{designation}</Detail>
        <Detail label="Reporting Manager">
          {profile.reporting_manager
            ? `${profile.reporting_manager.first_name} ${profile.reporting_manager.last_name}`
            : 'Not assigned'}
        </Detail>
        <Detail label="Joining Date">{date(profile.joining_date)}</Detail>
      </Group>
      <Group
        title="Bank and payroll"
        icon={Landmark}
        action={
          <Button variant="outline" size="sm" onClick={() => setChangingBank(true)}>
            Change bank details
          </Button>
        }
      >
        <Detail label="Bank BSB" mono>
          {profile.bank_bsb}
        </Detail>
        <Detail label="Bank Account Number" mono>
          {profile.bank_account_number}
        </Detail>
        <Detail label="Tax File Number (TFN)" mono>
          {profile.tax_file_number}
        </Detail>
        <Detail label="Superannuation Fund">{profile.superannuation_fund_name}</Detail>
        <Detail label="Fund USI" mono>
          {profile.superannuation_fund_usi}
        </Detail>
      </Group>
      <EditDetailsDialog
        open={editing}
        onOpenChange={setEditing}
        profile={profile}
        organizationId={organizationId}
        onSaved={onSaved}
      />
      <BankDetailsDialog
        open={changingBank}
        onOpenChange={setChangingBank}
        profile={profile}
        organizationId={organizationId}
        onSaved={onSaved}
      />
    </div>
  );
}
