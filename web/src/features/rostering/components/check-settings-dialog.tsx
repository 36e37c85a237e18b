import {
  ROSTER_CHECK_LABELS,
  ROSTER_CHECK_RULES,
  ROSTER_CHECK_SEVERITIES,
  ROSTER_CHECK_SEVERITY_LABELS,
  type RosterCheckRule,
  type RosterCheckSeverity,
  type RosterSettings,
} from '@wattle/shared/roster-constants';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { ErrorAlert } from '@/components/ui/alert';
import { Options, Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isConflict } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useRosterSettings, useSaveRosterSettings } from '../api/swaps';

export const CHECK_SETTINGS_SAVED = 'Roster check settings saved.';

type Severities = Record<RosterCheckRule, RosterCheckSeverity>;

/**
 * The organization's roster checks, each a warning or a block on publishing (`GET/PUT
 * /rosters/settings`), for those who change the roster settings. Every check still shows on the
 * roster; a blocking one stops a week being published while it fails.
 */
export function CheckSettingsDialog({
  open,
  onClose,
  organizationId,
}: {
  open: boolean;
  onClose: () => void;
  organizationId: number;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Roster check settings"
      description="Every check shows on the roster as it is built. Set one to block publishing to stop a week going out while it fails."
    >
      <CheckSettingsBody organizationId={organizationId} onDone={onClose} />
    </FormDialog>
  );
}

function CheckSettingsBody({ organizationId, onDone }: { organizationId: number; onDone: () => void }) {
  const { data, error, mutate } = useRosterSettings(organizationId);
  if (error && !data) return <ErrorAlert>{errorMessage(error, 'The roster settings could not be loaded.')}</ErrorAlert>;
  if (!data) return <Spinner label="Loading roster settings..." />;
  // A newer version read on opening (the cache held an older one) starts the form again from it.
  return (
    <CheckSettingsForm
      key={data.version}
      settings={data}
      organizationId={organizationId}
      onDone={onDone}
      reload={mutate}
    />
  );
}

function CheckSettingsForm({
  settings,
  organizationId,
  onDone,
  reload,
}: {
  settings: RosterSettings;
  organizationId: number;
  onDone: () => void;
  reload: () => Promise<unknown>;
}) {
  const save = useSaveRosterSettings(organizationId);
  const form = useForm<Severities>({
    defaultValues: Object.fromEntries(
      ROSTER_CHECK_RULES.map((rule) => [rule, settings.roster_check_severity[rule] ?? 'warn']),
    ) as Severities,
  });
  return (
    <DialogForm
      form={form}
      submitLabel="Save check settings"
      errorText={(failure, message) => {
        // Someone saved meanwhile: their settings are read again; the choices here stay to save again.
        if (isConflict(failure)) void reload();
        return message;
      }}
      onSubmit={async (values) => {
        await save(settings, { roster_check_severity: values });
        notify.success(CHECK_SETTINGS_SAVED);
        onDone();
      }}
    >
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {ROSTER_CHECK_RULES.map((rule) => (
          <li key={rule} className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between">
            <label htmlFor={`check-${rule}`} className="text-sm text-slate-800">
              {ROSTER_CHECK_LABELS[rule]}
            </label>
            <Select
              id={`check-${rule}`}
              className="shrink-0 sm:w-48"
              defaultValue={settings.roster_check_severity[rule] ?? 'warn'}
              {...form.register(rule)}
            >
              <Options values={ROSTER_CHECK_SEVERITIES} labels={ROSTER_CHECK_SEVERITY_LABELS} />
            </Select>
          </li>
        ))}
      </ul>
    </DialogForm>
  );
}
