import {
  ACTION_LABELS,
  FIELD_GROUP_LABELS,
  FIELD_GROUPS,
  MODULE_ACTIONS,
  MODULES,
  type RoleSummary,
  SCOPE_LABELS,
  SCOPED_MODULES,
} from '@wattle/shared/permissions';
import { moduleName } from '@wattle/shared/roles';
import { Check, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

interface RoleMatrixProps {
  roles: RoleSummary[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (role: RoleSummary) => void;
  onDelete: (role: RoleSummary) => void;
}

const stickyCell = 'sticky left-0 z-10 border-r border-slate-200';

function Granted({ text }: { text?: string }) {
  if (text) return <span className="text-xs font-medium whitespace-nowrap text-emerald-800">{text}</span>;
  return (
    <>
      <Check aria-hidden="true" className="mx-auto size-4 text-emerald-700" />
      <span className="sr-only">Granted</span>
    </>
  );
}

function NotGranted() {
  return (
    <>
      <span aria-hidden="true" className="text-slate-400">
        —
      </span>
      <span className="sr-only">Not granted</span>
    </>
  );
}

/**
 * The roles × permissions matrix: a row per module action (only the actions that mean something
 * in the module) and per sensitive field group, a column per role. Scoped modules show how far a
 * grant reaches. On a phone the table scrolls sideways in its box with the first column kept.
 */
export function RoleMatrix({ roles, canEdit, canDelete, onEdit, onDelete }: RoleMatrixProps) {
  const columns = roles.length + 1;
  return (
    <section
      aria-label="Roles and permissions"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard
      tabIndex={0}
      // Relative: the cells' screen-reader texts (absolutely placed) stay inside the scrolling box.
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">Roles and permissions: what each role may do</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className={`${stickyCell} min-w-[6.5rem] border-b bg-slate-50 sm:min-w-[9rem] px-3 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase`}
            >
              Permission
            </th>
            {roles.map((role) => (
              <th
                key={role.key}
                scope="col"
                className="min-w-[7rem] border-b border-slate-200 sm:min-w-[8.5rem] bg-slate-50 px-3 py-2.5 text-center align-top font-semibold text-slate-900"
              >
                <span className="block break-words">{role.name}</span>
                <span className="mt-1 flex flex-wrap items-center justify-center gap-1 text-xs font-normal text-slate-500">
                  {role.built_in ? <Badge>Built-in</Badge> : <Badge tone="violet">Custom</Badge>}
                  <span>
                    {role.members ?? 0} member{role.members === 1 ? '' : 's'}
                  </span>
                </span>
                {!role.built_in && (canEdit || canDelete) ? (
                  <span className="mt-2 flex justify-center gap-1">
                    {canEdit ? (
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Edit ${role.name}`}
                        onClick={() => onEdit(role)}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                    ) : null}
                    {canDelete ? (
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Delete ${role.name}`}
                        onClick={() => onDelete(role)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    ) : null}
                  </span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        {MODULES.map((module) => (
          <tbody key={module}>
            <tr>
              <th
                scope="colgroup"
                colSpan={columns}
                className="border-b border-slate-200 bg-slate-100/70 px-3 py-1.5 text-left text-xs font-semibold text-slate-700"
              >
                <span className="sticky left-3">{moduleName(module)}</span>
              </th>
            </tr>
            {MODULE_ACTIONS[module].map((action) => (
              <tr key={action}>
                <th scope="row" className={`${stickyCell} border-b bg-white px-3 py-2 font-normal text-slate-700`}>
                  <span className="sr-only">{moduleName(module)}: </span>
                  {ACTION_LABELS[action]}
                </th>
                {roles.map((role) => {
                  const scope = role.grants[module]?.[action];
                  return (
                    <td key={role.key} className="border-b border-slate-100 px-3 py-2 text-center">
                      {scope ? (
                        <Granted text={SCOPED_MODULES.includes(module) ? SCOPE_LABELS[scope] : undefined} />
                      ) : (
                        <NotGranted />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        ))}
        <tbody>
          <tr>
            <th
              scope="colgroup"
              colSpan={columns}
              className="border-b border-slate-200 bg-slate-100/70 px-3 py-1.5 text-left text-xs font-semibold text-slate-700"
            >
              <span className="sticky left-3">Sensitive fields</span>
            </th>
          </tr>
          {FIELD_GROUPS.map((field) => (
            <tr key={field}>
              <th scope="row" className={`${stickyCell} border-b bg-white px-3 py-2 font-normal text-slate-700`}>
                {FIELD_GROUP_LABELS[field]}
              </th>
              {roles.map((role) => (
                <td key={role.key} className="border-b border-slate-100 px-3 py-2 text-center">
                  {role.fields.includes(field) ? <Granted /> : <NotGranted />}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
