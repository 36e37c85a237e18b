import { formatAud } from '@wattle/shared/money';
import { CalendarRange } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useDepartments } from '@/lib/api/get-departments';
import { errorMessage, isConflict } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { ROSTERING } from '../access';
import { type RosterLeaveDay, type Shift, type ShiftInput, useRoster, useShiftActions } from '../api/rostering';
import { type ShiftTemplate, useShiftTemplates } from '../api/scheduling';
import { ApplyTemplateDialog } from './apply-template-dialog';
import { CheckSettingsDialog } from './check-settings-dialog';
import { copyMessage, createAll, inputOf, planCopy, planTemplate } from './copy-week';
import { DayList } from './day-list';
import { leaveText } from './grid-cell';
import { RosterGrid } from './roster-grid';
import { type CellRef, indexRoster, OPEN_SHIFTS } from './roster-index';
import { RosterToolbar } from './roster-toolbar';
import { ShiftDialog, type ShiftTarget } from './shift-dialog';
import { TemplatesDialog } from './templates-dialog';
import { useNarrow } from './use-narrow';
import { useRosterRange } from './use-roster-range';
import { addDays, dayName, shiftTimes } from './week';

export const DRAG_CONFLICT =
  'Someone else changed this shift since the roster was loaded. The roster has been reloaded.';
export const NO_DEPARTMENTS = 'Add a department first: a roster is built for one department.';

interface Drop {
  shift: Shift;
  to: CellRef;
  copy: boolean;
  /** The user confirmed the shift on the person's approved leave. */
  confirmLeave?: boolean;
}

/** What a drop did to the range's cost: " The cost went up $12.34." (nothing when unchanged). */
export const costChange = (cents: number): string =>
  cents === 0 ? '' : ` The cost went ${cents > 0 ? 'up' : 'down'} ${formatAud(Math.abs(cents))}.`;

/**
 * Shift scheduling (issue 28 §1): a department's week or fortnight as people × days (a day list on
 * a phone) with the checks and costs the API answers; shifts are added, edited, moved and copied
 * here, and last week's copied into this one.
 */
export function SchedulingPage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const departments = useDepartments(organizationId ?? 0);
  const departmentList = departments.data ?? [];
  const range = useRosterRange(departmentList.map((department) => department.id));
  const roster = useRoster(organizationId, range.departmentId, range.from, range.to);
  const actions = useShiftActions(organizationId);
  const index = useMemo(() => indexRoster(roster.data), [roster.data]);
  const narrow = useNarrow();
  const canAdd = useCan(ROSTERING, 'create');
  const canMove = useCan(ROSTERING, 'edit');
  const [target, setTarget] = useState<ShiftTarget | null>(null);
  const [copying, setCopying] = useState(false);
  const [copyBusy, setCopyBusy] = useState(false);
  const [onLeave, setOnLeave] = useState<(Drop & { leave: RosterLeaveDay }) | null>(null);
  const [phoneDay, setPhoneDay] = useState<string | null>(null);
  const templates = useShiftTemplates(organizationId, range.departmentId);
  const [templatesOpen, setTemplatesOpen] = useState<'manage' | 'apply' | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The checks' severities are the organization's (rostering.edit over it: owners, admins, HR).
  const canChangeSettings = useCan({ module: ROSTERING, action: 'edit', scope: 'organization' });
  const day =
    phoneDay && range.days.includes(phoneDay)
      ? phoneDay
      : (range.days.find((each) => each === range.today) ?? range.from);
  const nameOf = (employeeId: number | null) =>
    employeeId === null ? OPEN_SHIFTS : (index.personOf(employeeId)?.name ?? 'someone');

  /** Shows a change to a shift at once (the roster is read again after the API answers). */
  const showChange = (shift: Shift, input: ShiftInput) =>
    void roster.mutate(
      (view) =>
        view && {
          ...view,
          shifts: view.shifts.map((each) => (each.id === shift.id ? { ...each, ...input } : each)),
          open_shifts: view.open_shifts.map((each) => (each.id === shift.id ? { ...each, ...input } : each)),
        },
      { revalidate: false },
    );

  const place = async ({ shift, to, copy, confirmLeave }: Drop) => {
    const input = inputOf(shift, {
      employee_id: to.employeeId,
      date: to.date,
      ...(confirmLeave ? { confirm_leave: true } : {}),
    });
    const before = index.total.cost_cents;
    // Shown where it was dropped at once.
    if (!copy) showChange(shift, input);
    try {
      if (copy) await actions.createQuietly(input);
      else await actions.updateQuietly(shift.id, input, shift.version);
      const fresh = await roster.mutate();
      const after = indexRoster(fresh);
      notify.success(
        `Shift ${copy ? 'copied' : 'moved'} to ${nameOf(to.employeeId)}, ${dayName(to.date)}.` +
          (after.costsVisible ? costChange(after.total.cost_cents - before) : ''),
      );
    } catch (error) {
      void actions.reload();
      notify.error(isConflict(error) ? DRAG_CONFLICT : errorMessage(error, 'The shift could not be saved.'));
    }
  };

  const drop = (shift: Shift, to: CellRef, copy: boolean) => {
    const leave = index.leaveIn(to);
    if (leave?.status === 'approved') setOnLeave({ shift, to, copy, leave });
    else void place({ shift, to, copy });
  };

  /** A new end time from the card's end edge; on an error the roster is read again (the old end) and the message shown. */
  const resize = async (shift: Shift, endTime: string) => {
    const onLeave = index.leaveIn({ employeeId: shift.employee_id, date: shift.date })?.status === 'approved';
    const input = inputOf(shift, { end_time: endTime, ...(onLeave ? { confirm_leave: true } : {}) });
    showChange(shift, input);
    try {
      await actions.updateQuietly(shift.id, input, shift.version);
      await roster.mutate();
      notify.success(`Shift now ${shiftTimes(shift.start_time, endTime)}.`);
    } catch (error) {
      void actions.reload();
      notify.error(isConflict(error) ? DRAG_CONFLICT : errorMessage(error, 'The shift could not be saved.'));
    }
  };

  const applyTemplate = async (template: ShiftTemplate, employeeId: number | null, days: string[]) => {
    if (!roster.data) return;
    setCopyBusy(true);
    try {
      const { inputs, skipped } = planTemplate(template, days, employeeId, roster.data);
      const { copied, failed } = await createAll(inputs, actions.createQuietly);
      await actions.reload();
      const message = copyMessage({ copied, skipped, failed }, template.name, true);
      if (failed > 0 || copied === 0) notify.warning(message);
      else notify.success(message);
    } finally {
      setCopyBusy(false);
    }
  };

  const copyLast = async () => {
    if (!roster.data) return;
    setCopyBusy(true);
    try {
      const previous = await actions.read(
        roster.data.department_id,
        addDays(range.from, -range.span),
        addDays(range.to, -range.span),
      );
      const { inputs, skipped } = planCopy(previous, roster.data, range.span);
      const { copied, failed } = await createAll(inputs, actions.createQuietly);
      await actions.reload();
      const message = copyMessage({ copied, skipped, failed }, range.span === 7 ? 'last week' : 'last fortnight');
      if (copied === 0 && inputs.length + skipped === 0)
        notify.warning(`Nothing to copy: ${range.span === 7 ? 'last week' : 'last fortnight'} has no shifts.`);
      else if (failed > 0) notify.warning(message);
      else notify.success(message);
    } catch (error) {
      notify.error(errorMessage(error, 'Last week could not be copied.'));
    } finally {
      setCopyBusy(false);
    }
  };

  const body = () => {
    if (departments.error)
      return <ListError message="The departments could not be loaded." onRetry={() => departments.mutate()} />;
    if (departments.isLoading) return <Spinner label="Loading departments..." className="py-16" />;
    if (departmentList.length === 0)
      return (
        <div className="flex flex-col items-center gap-2 px-4 py-16 text-center text-sm text-slate-600">
          <CalendarRange aria-hidden="true" className="size-8 text-slate-400" />
          <p>{NO_DEPARTMENTS}</p>
        </div>
      );
    if (roster.error && !roster.data)
      return (
        <ListError
          message={errorMessage(roster.error, 'The roster could not be loaded.')}
          onRetry={() => roster.mutate()}
        />
      );
    if (!roster.data) return <Spinner label="Loading the roster..." className="py-16" />;
    const empty = roster.data.people.length === 0 && roster.data.shifts.length === 0;
    return (
      <>
        {empty ? (
          <p className="border-b border-slate-200 px-4 py-3 text-sm text-slate-600">
            No one works in this department yet, and nothing is rostered: add open shifts, or add people to the
            department.
          </p>
        ) : null}
        {narrow ? (
          <DayList
            days={range.days}
            day={day}
            onDay={setPhoneDay}
            index={index}
            onAdd={canAdd ? (cell) => setTarget({ kind: 'new', cell }) : undefined}
            onOpen={canMove ? (shift) => setTarget({ kind: 'edit', shift }) : undefined}
          />
        ) : (
          <RosterGrid
            days={range.days}
            index={index}
            onAdd={canAdd ? (cell) => setTarget({ kind: 'new', cell }) : undefined}
            onOpen={canMove ? (shift) => setTarget({ kind: 'edit', shift }) : undefined}
            onResize={canMove ? (shift, end) => void resize(shift, end) : undefined}
            onDrop={drop}
            movable={canMove}
            copying={copying}
            className="max-h-[calc(100dvh-16rem)] min-h-80"
          />
        )}
      </>
    );
  };

  return (
    <>
      <PageHeader
        title="Shift Scheduling"
        description="Build a department's roster: add, move and copy shifts; each shows its cost and any award check it raises."
      />
      <Card className="overflow-hidden" aria-busy={roster.isValidating || copyBusy}>
        {departmentList.length > 0 ? (
          <RosterToolbar
            departments={departmentList}
            departmentId={range.departmentId}
            onDepartment={range.setDepartment}
            from={range.from}
            to={range.to}
            span={range.span}
            onSpan={range.setSpan}
            onStep={range.step}
            copying={copying}
            onCopying={setCopying}
            onCopyLast={canAdd ? () => void copyLast() : undefined}
            copyBusy={copyBusy || !roster.data}
            grid={!narrow}
            onTemplates={canAdd ? () => setTemplatesOpen('manage') : undefined}
            onApplyTemplate={canAdd ? () => setTemplatesOpen('apply') : undefined}
            onCheckSettings={canChangeSettings ? () => setSettingsOpen(true) : undefined}
          />
        ) : null}
        {body()}
      </Card>
      <ShiftDialog
        target={target}
        organizationId={organizationId ?? 0}
        departmentId={range.departmentId ?? 0}
        onClose={() => setTarget(null)}
        people={roster.data?.people ?? []}
        leaveOf={index.leaveIn}
        unavailabilityOf={index.unavailabilityOf}
        templates={templates.data ?? []}
        current={(shiftId) => roster.data?.shifts.find((shift) => shift.id === shiftId)}
        onCreate={async (input) => {
          await actions.create(input);
          notify.success('Shift added.');
        }}
        onUpdate={async (shift, input) => {
          await actions.update(shift.id, input, shift.version);
          notify.success('Shift saved.');
        }}
        onDelete={async (shift) => {
          await actions.remove(shift.id, shift.version);
          notify.success('Shift deleted.');
        }}
        onConflict={() => void actions.reload()}
      />
      <CheckSettingsDialog
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        organizationId={organizationId ?? 0}
      />
      <TemplatesDialog
        open={templatesOpen === 'manage'}
        onClose={() => setTemplatesOpen(null)}
        organizationId={organizationId ?? 0}
        departmentId={range.departmentId ?? 0}
        templates={templates.data ?? []}
        onCreate={templates.create}
        onUpdate={canMove ? templates.update : undefined}
        onDelete={canMove ? templates.remove : undefined}
      />
      <ApplyTemplateDialog
        open={templatesOpen === 'apply'}
        onClose={() => setTemplatesOpen(null)}
        templates={templates.data ?? []}
        people={roster.data?.people ?? []}
        days={range.days}
        onApply={applyTemplate}
      />
      <ConfirmDialog
        open={onLeave !== null}
        onOpenChange={(open) => !open && setOnLeave(null)}
        title={onLeave?.copy ? 'Copy the shift onto leave?' : 'Move the shift onto leave?'}
        description={
          onLeave
            ? `${nameOf(onLeave.to.employeeId)} is on approved ${leaveText(onLeave.leave.leave_type_name).toLowerCase()} on ${dayName(onLeave.to.date)}. ${onLeave.copy ? 'Copy' : 'Move'} the ${shiftTimes(onLeave.shift.start_time, onLeave.shift.end_time)} shift there anyway?`
            : ''
        }
        confirmLabel={onLeave?.copy ? 'Copy anyway' : 'Move anyway'}
        busyLabel="Saving..."
        confirmVariant="primary"
        onConfirm={async () => {
          if (onLeave) await place({ ...onLeave, confirmLeave: true });
        }}
      />
    </>
  );
}
