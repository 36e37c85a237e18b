import { PAY_FREQUENCY_LABELS } from '@wattle/shared/payroll-constants';
import type { PaySchedule } from '@wattle/shared/payroll-setup';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListError } from '@/components/ui/list-error';
import { TableScroll, Td, Th } from '@/components/ui/table';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useDeletePaySchedule, usePaySchedules } from '../api/payroll-settings';
import { PayScheduleDialog } from './pay-schedule-dialog';

/** The organization's pay schedules: weekly, fortnightly or monthly, with the next period and pay date. */
export function PaySchedulesSection({ organizationId, canEdit }: { organizationId: number; canEdit: boolean }) {
  const { data, error, isLoading, mutate } = usePaySchedules(organizationId);
  const remove = useDeletePaySchedule(organizationId);
  const [editing, setEditing] = useState<PaySchedule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PaySchedule | null>(null);
  const rows = error ? [] : (data ?? []);
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 className="text-base font-semibold text-slate-900">Pay schedules</h2>
        {canEdit ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            Add pay schedule
          </Button>
        ) : null}
      </div>
      <TableScroll
        label="Pay schedules"
        message={
          error ? (
            <ListError className="py-0" onRetry={() => mutate()} />
          ) : isLoading && !data ? (
            'Loading pay schedules...'
          ) : rows.length === 0 ? (
            'No pay schedules yet.'
          ) : null
        }
      >
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>Frequency</Th>
            <Th>Next period</Th>
            <Th>Pay date</Th>
            {canEdit ? <Th className="text-right">Actions</Th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((schedule) => (
            <tr key={schedule.id}>
              <Td label="Name">
                <span className="font-medium text-slate-900">{schedule.name}</span>
              </Td>
              <Td label="Frequency">{PAY_FREQUENCY_LABELS[schedule.frequency]}</Td>
              <Td label="Next period">
                {formatDate(schedule.period_start, 'medium')} – {formatDate(schedule.period_end, 'medium')}
              </Td>
              <Td label="Pay date">{formatDate(schedule.pay_date, 'medium')}</Td>
              {canEdit ? (
                <Td className="text-right whitespace-nowrap">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit ${schedule.name}`}
                    onClick={() => setEditing(schedule)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${schedule.name}`}
                    onClick={() => setDeleting(schedule)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete
                  </Button>
                </Td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </TableScroll>
      <PayScheduleDialog organizationId={organizationId} schedule={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete pay schedule?"
        description={
          deleting ? `${deleting.name} will be removed. A schedule an employee is paid on cannot be deleted.` : ''
        }
        onConfirm={async () => {
          if (!deleting) return;
          await remove.trigger(deleting.id);
          notify.success(`${deleting.name} deleted.`);
        }}
      />
    </Card>
  );
}
