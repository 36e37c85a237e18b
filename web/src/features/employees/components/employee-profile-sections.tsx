import type { Employee, PayrollIdentifiers, SensitiveEmployeeField } from '@wattle/shared/employees';
import { maskValue } from '@wattle/shared/payroll';
import { hasField } from '@wattle/shared/permissions';
import { Eye, EyeOff, History, Landmark, type User } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Detail as SharedDetail } from '@/components/ui/detail';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isEmployeesKey } from '@/lib/api/employee-keys';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useEmployeeHistory } from '../api/get-employee-history';
import { revealPayroll } from '../api/reveal-payroll';
import { formatDateTime } from './format';
import { HistoryEventLabel } from './history-event-type';

// The parts of an employee's profile page: its labelled sections, the payroll identifiers (masked
// until revealed) and the recent history.

const NOT_PROVIDED = 'Not provided';
export const RESTRICTED = 'Restricted';
export const REVEAL_FAILED = 'The payroll details could not be revealed.';
export const REVEALED_NOTE = 'Shown to you in full. This view is recorded in the employee history.';

export function Detail(props: { label: string; children: ReactNode; mono?: boolean }) {
  return <SharedDetail {...props} missing={NOT_PROVIDED} />;
}

export function Section({
  title,
  icon: Icon,
  action,
  note,
  children,
}: {
  title: string;
  icon: typeof User;
  /** A control beside the heading. */
  action?: ReactNode;
  /** A line under the heading. */
  note?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `profile-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card className="p-5" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-4 text-brand-600" />
          {title}
        </h2>
        {action}
      </div>
      {note}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">{children}</dl>
    </Card>
  );
}

export const date = (value: string | null | undefined) => (value ? formatDate(value) : '');

/**
 * Payroll identifiers are masked (the API never sends them otherwise). Owners and admins can reveal
 * them: one audited call, shown until they hide them again or leave the page; nothing is cached.
 */
export function FinancialDetails({ employee, organizationId }: { employee: Employee; organizationId: number | null }) {
  const { organization } = useSelectedOrganization();
  const canReveal = organization ? hasField(organization.permissions, 'payroll_identifiers') : false;
  // A role without the payroll identifiers group gets none (its own record aside): say so, not "none".
  const restricted = !canReveal && organization?.employee_id !== employee.id;
  const { mutate } = useSWRConfig();
  const [revealed, setRevealed] = useState<PayrollIdentifiers | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    if (pending) return;
    if (revealed) {
      setRevealed(null);
      return;
    }
    setPending(true);
    setError(null);
    try {
      setRevealed(await revealPayroll(employee.id));
      // The reveal is in the history now: the Recent history card and the log show it.
      void mutate((key) => isEmployeesKey(key, organizationId) && (key as unknown[]).includes('history'));
    } catch (failure) {
      setError(errorMessage(failure, REVEAL_FAILED));
    } finally {
      setPending(false);
    }
  };

  const identifier = (field: SensitiveEmployeeField) =>
    restricted ? RESTRICTED : revealed ? revealed[field] : maskValue(employee[field]);

  return (
    <Section
      title="Financial & Legal Details (AU)"
      icon={Landmark}
      action={
        canReveal ? (
          // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
          <Button variant="outline" size="sm" onClick={() => void toggle()} aria-disabled={pending || undefined}>
            {revealed ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            {revealed ? 'Hide' : pending ? 'Revealing...' : 'Reveal'}
          </Button>
        ) : null
      }
      note={
        <>
          <p role="status" className={cn('text-xs text-slate-500', revealed ? 'mt-1' : 'sr-only')}>
            {revealed ? REVEALED_NOTE : ''}
          </p>
          {error ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </>
      }
    >
      <Detail label="Tax File Number (TFN)" mono>
        {identifier('tax_file_number')}
      </Detail>
      <Detail label="Superannuation Fund">{employee.superannuation_fund_name}</Detail>
      <Detail label="Fund USI" mono>
        {employee.superannuation_fund_usi}
      </Detail>
      <Detail label="Super Member Number" mono>
        {identifier('superannuation_member_number')}
      </Detail>
      <Detail label="Bank BSB" mono>
        {identifier('bank_bsb')}
      </Detail>
      <Detail label="Bank Account Number" mono>
        {identifier('bank_account_number')}
      </Detail>
      <Detail label="Visa Type">{employee.visa_type}</Detail>
      <Detail label="Visa Expiry Date">{date(employee.visa_expiry_date)}</Detail>
    </Section>
  );
}

export function RecentHistory({ employeeId, organizationId }: { employeeId: number; organizationId: number | null }) {
  const { data, error, isLoading } = useEmployeeHistory(organizationId, employeeId);
  const events = data?.data ?? [];
  return (
    <Card className="p-5" role="region" aria-labelledby="profile-recent-history">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="profile-recent-history" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <History aria-hidden="true" className="size-4 text-brand-600" />
          Recent history
        </h2>
        <Link
          to={`${paths.app.employeesHistory.getHref()}?employee_id=${employeeId}`}
          className="text-sm font-medium text-slate-600 underline underline-offset-2 hover:text-slate-900"
        >
          View full history
        </Link>
      </div>
      {isLoading ? (
        <Spinner label="Loading history..." className="py-6" />
      ) : error ? (
        <p className="mt-4 text-sm text-slate-500">The history could not be loaded.</p>
      ) : events.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">No history yet.</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {events.map((event) => (
            <li key={event.id} className="flex flex-col gap-1 border-l-2 border-slate-100 pl-3">
              <HistoryEventLabel type={event.event_type} className="text-sm" />
              <p className="text-sm break-words text-slate-700">{event.details}</p>
              <p className="text-xs text-slate-500">
                by {event.changed_by} · <time dateTime={event.occurred_at}>{formatDateTime(event.occurred_at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
