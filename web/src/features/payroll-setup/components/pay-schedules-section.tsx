import { PAY_FREQUENCY_LABELS } from '@wattle/shared/payroll-constants';
import type { PaySchedule } from '@wattle/shared/payroll-setup';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { actionsColumn, DataTable } from '@/components/data-table/data-table';
import { EditDeleteActions } from '@/components/data-table/row-action';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  return (
    <Card className="overflow-hidden">
      <CardHeader title="Pay schedules">
        {canEdit ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            Add pay schedule
          </Button>
        ) : null}
      </CardHeader>
      <DataTable
        label="Pay schedules"
        columns={[
          { header: 'Name', cell: (schedule) => <span className="font-medium text-slate-900">{schedule.name}</span> },
          { header: 'Frequency', cell: (schedule) => PAY_FREQUENCY_LABELS[schedule.frequency] },
          {
            header: 'Next period',
            cell: (schedule) =>
              `${formatDate(schedule.period_start, 'medium')} – ${formatDate(schedule.period_end, 'medium')}`,
          },
          { header: 'Pay date', cell: (schedule) => formatDate(schedule.pay_date, 'medium') },
          {
            header: '53rd/27th pay',
            cell: (schedule) => (schedule.extra_pay_withholding ? 'Withholds extra' : '—'),
          },
          canEdit &&
            actionsColumn((schedule: PaySchedule) => (
              <EditDeleteActions
                name={schedule.name}
                onEdit={() => setEditing(schedule)}
                onDelete={() => setDeleting(schedule)}
              />
            )),
        ]}
        rows={error ? [] : (data ?? [])}
        rowKey={(schedule) => schedule.id}
        loading={!error && isLoading && !data}
        loadingText="Loading pay schedules..."
        error={error}
        onRetry={() => mutate()}
        empty="No pay schedules yet."
      />
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
