import {
  ACTION_LABELS,
  type Action,
  FIELD_GROUP_LABELS,
  FIELD_GROUPS,
  type FieldGroup,
  type Grants,
  MODULE_ACTIONS,
  MODULES,
  type Module,
  type RolePermissions,
  type RoleSummary,
  SCOPE_LABELS,
  SCOPED_MODULES,
  SCOPES,
  type Scope,
} from '@wattle/shared/permissions';
import {
  type CustomRoleInput,
  customRoleInput,
  moduleName,
  ROLE_DESCRIPTION_MAX,
  ROLE_NAME_MAX,
} from '@wattle/shared/roles';
import { toFieldErrors } from '@wattle/shared/validation';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/forms/dialog-form';
import { FormFooter } from '@/components/forms/form-dialog';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDiscardGuard } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Options, Select } from '@/components/ui/select';
import { ApiError, errorMessage } from '@/lib/api-client';

export const ROLE_CHANGED_MESSAGE =
  'This role was changed by someone else while you were editing. Reload the roles to see the latest version, then make your change again.';

type Errors = Partial<Record<'name' | 'description' | 'grants' | 'fields' | 'roles' | 'version', string[]>>;

interface RoleFormProps {
  /** The role being edited; undefined for a new one. */
  role?: RoleSummary;
  /** Every role, for "Start from" on a new role. */
  roles: RoleSummary[];
  onSubmit: (input: CustomRoleInput) => Promise<void>;
  /** Reloads the roles after a 409 (someone else changed the role). */
  onReload: () => void;
}

const copy = (permissions: RolePermissions): RolePermissions => ({
  grants: Object.fromEntries(
    Object.entries(permissions.grants).map(([module, actions]) => [module, { ...actions }]),
  ) as Grants,
  fields: [...permissions.fields],
});

/** The new grants with `action` on `module` turned on (with `scope`) or off; any action brings View with it. */
function toggle(grants: Grants, module: Module, action: Action, scope: Scope | null): Grants {
  const actions = { ...(grants[module] ?? {}) };
  if (scope === null) delete actions[action];
  else {
    actions[action] = scope;
    if (action !== 'view' && !actions.view) actions.view = scope;
  }
  const next = { ...grants };
  if (Object.keys(actions).length === 0) delete next[module];
  else next[module] = actions;
  return next;
}

/**
 * A custom role's name, description and permissions: a checkbox per module action (with how far it
 * reaches for modules that have scopes) and per sensitive field group. Checked with the API's own
 * schema before it is sent; the API's field errors show on the same fields, and what was typed stays.
 */
export function RoleForm({ role, roles, onSubmit, onReload }: RoleFormProps) {
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [permissions, setPermissions] = useState<RolePermissions>(() =>
    role ? copy(role) : { grants: {}, fields: [] },
  );
  const [startFrom, setStartFrom] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const [asOpened] = useState(() => JSON.stringify({ name, description, permissions }));
  useDiscardGuard(JSON.stringify({ name, description, permissions }) !== asOpened);

  const input: CustomRoleInput = {
    name,
    description,
    grants: permissions.grants,
    fields: permissions.fields,
    ...(role?.version ? { version: role.version } : {}),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setStale(false);
    const parsed = customRoleInput.safeParse(input);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(input);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) {
        setStale(true);
      } else {
        if (caught instanceof ApiError) setErrors(caught.errors);
        const onField = caught instanceof ApiError && ['name', 'description'].some((field) => caught.errors[field]);
        setFailure(onField ? 'Check the highlighted fields.' : errorMessage(caught));
      }
    } finally {
      setBusy(false);
    }
  };

  const chooseStart = (key: string) => {
    setStartFrom(key);
    const source = roles.find((entry) => entry.key === key);
    setPermissions(source ? copy(source) : { grants: {}, fields: [] });
  };

  const setField = (field: FieldGroup, on: boolean) =>
    setPermissions((current) => ({
      ...current,
      fields: FIELD_GROUPS.filter((entry) => (entry === field ? on : current.fields.includes(entry))),
    }));

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {stale ? (
        <ErrorAlert>
          <p>{ROLE_CHANGED_MESSAGE}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={onReload}>
            Reload roles
          </Button>
        </ErrorAlert>
      ) : null}
      <FormAlert text={failure} />
      <Field label="Name" error={errors.name?.[0]} required>
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={ROLE_NAME_MAX + 20}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <Field label="Description" error={errors.description?.[0]} hint={`Up to ${ROLE_DESCRIPTION_MAX} characters.`}>
        {(control) => (
          <Textarea {...control} value={description} onChange={(event) => setDescription(event.target.value)} />
        )}
      </Field>
      {role ? null : (
        <Field label="Start from" hint="Copies the permissions of a role; change them below.">
          {(control) => (
            <Select {...control} value={startFrom} onChange={(event) => chooseStart(event.target.value)}>
              <option value="">No permissions</option>
              {roles.map((entry) => (
                <option key={entry.key} value={entry.key}>
                  {entry.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}

      <fieldset className="space-y-3" aria-describedby={errors.grants ? 'role-grants-error' : undefined}>
        <legend className="text-sm font-medium text-slate-900">Permissions</legend>
        {errors.grants ? (
          <ul id="role-grants-error" className="space-y-1 text-sm text-red-600">
            {errors.grants.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        {MODULES.map((module) => (
          <ModuleGrants
            key={module}
            module={module}
            grants={permissions.grants}
            onChange={(action, scope) =>
              setPermissions((current) => ({ ...current, grants: toggle(current.grants, module, action, scope) }))
            }
          />
        ))}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Sensitive fields</legend>
        {errors.fields ? <p className="text-sm text-red-600">{errors.fields[0]}</p> : null}
        {FIELD_GROUPS.map((field) => (
          <label key={field} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={permissions.fields.includes(field)}
              onChange={(event) => setField(field, event.target.checked)}
            />
            {FIELD_GROUP_LABELS[field]}
          </label>
        ))}
      </fieldset>

      <FormFooter pending={busy} submitLabel={role ? 'Save role' : 'Create role'} />
    </form>
  );
}

function ModuleGrants({
  module,
  grants,
  onChange,
}: {
  module: Module;
  grants: Grants;
  onChange: (action: Action, scope: Scope | null) => void;
}) {
  const scoped = SCOPED_MODULES.includes(module);
  const name = moduleName(module);
  return (
    <fieldset className="rounded-lg border border-slate-200 px-3 py-2">
      <legend className="px-1 text-sm font-medium text-slate-800">{name}</legend>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {MODULE_ACTIONS[module].map((action) => {
          const scope = grants[module]?.[action];
          return (
            <div key={action} className="flex min-h-8 flex-wrap items-center gap-2">
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  aria-label={`${ACTION_LABELS[action]} on ${name}`}
                  checked={scope !== undefined}
                  onChange={(event) => onChange(action, event.target.checked ? (scope ?? 'organization') : null)}
                />
                <span aria-hidden="true">{ACTION_LABELS[action]}</span>
              </label>
              {scoped && scope ? (
                <Select
                  aria-label={`How far ${ACTION_LABELS[action]} on ${name} reaches`}
                  className="min-w-[11rem] flex-1"
                  value={scope}
                  onChange={(event) => onChange(action, event.target.value as Scope)}
                >
                  <Options values={SCOPES} labels={SCOPE_LABELS} />
                </Select>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
