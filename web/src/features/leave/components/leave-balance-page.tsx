import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/permissions';
import { LeaveBalances } from './leave-balances';
import { LeaveTypesSection } from './leave-types-section';

type Tab = 'balances' | 'types';

/** Attendance › Leave Balance: balances per employee and type with their entries; HR also edits leave types. */
export function LeaveBalancePage() {
  const isHr = useCan('leave', 'edit', 'organization');
  const [tab, setTab] = useState<Tab>('balances');
  const shown = isHr ? tab : 'balances';
  return (
    <>
      <PageHeader
        title="Leave Balance"
        description="Balances in hours, accruing by ordinary hours under the National Employment Standards, with the entries behind each figure."
      />
      {isHr ? (
        <div role="tablist" aria-label="Leave balance sections" className="mb-4 flex gap-1 border-b border-slate-200">
          {(
            [
              ['balances', 'Balances'],
              ['types', 'Leave types'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              role="tab"
              id={`leave-tab-${value}`}
              aria-selected={shown === value}
              aria-controls={`leave-panel-${value}`}
              onClick={() => setTab(value)}
              className={cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                shown === value
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      ) : null}
      {isHr ? (
        <div role="tabpanel" id={`leave-panel-${shown}`} aria-labelledby={`leave-tab-${shown}`}>
          {shown === 'balances' ? <LeaveBalances /> : <LeaveTypesSection />}
        </div>
      ) : (
        <LeaveBalances />
      )}
    </>
  );
}
