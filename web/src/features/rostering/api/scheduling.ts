import type { ShiftTemplate, Unavailability } from '@wattle/shared/roster-scheduling-types';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';

export type { ShiftTemplate, Unavailability };

/** What the screens send for a template (`POST` adds the organization and department, `PUT` the version). */
export type ShiftTemplateInput = Pick<
  ShiftTemplate,
  'name' | 'start_time' | 'end_time' | 'break_minutes' | 'role' | 'weekdays'
>;

const templatesKey = (organizationId: number | null, departmentId: number | null) =>
  organizationId && departmentId ? (['organizations', organizationId, 'shift-templates', departmentId] as const) : null;

/** `GET /rosters/templates`: a department's shift templates, by name. */
export function useShiftTemplates(organizationId: number | null, departmentId: number | null) {
  const templates = useSWR(templatesKey(organizationId, departmentId), ([, org, , department]) =>
    api.get<ShiftTemplate[]>(`/rosters/templates?organization_id=${org}&department_id=${department}`),
  );
  const { mutate } = templates;
  const after = useCallback(
    async <T>(call: Promise<T>) => {
      try {
        return await call;
      } finally {
        void mutate();
      }
    },
    [mutate],
  );
  return {
    ...templates,
    create: (input: ShiftTemplateInput) =>
      after(
        api.post<ShiftTemplate>('/rosters/templates', {
          organization_id: organizationId,
          department_id: departmentId,
          ...input,
        }),
      ),
    update: (template: ShiftTemplate, input: ShiftTemplateInput) =>
      after(
        api.put<ShiftTemplate>(`/rosters/templates/${template.id}?organization_id=${organizationId}`, {
          ...input,
          version: template.version,
        }),
      ),
    remove: (template: ShiftTemplate) =>
      after(
        api.delete(`/rosters/templates/${template.id}?organization_id=${organizationId}&version=${template.version}`),
      ),
  };
}

const ownKey = (organizationId: number | null) =>
  organizationId ? (['organizations', organizationId, 'own-unavailability'] as const) : null;

/** `GET/POST/DELETE /self-service/unavailability`: the caller's own. */
export function useOwnUnavailability(organizationId: number | null) {
  const list = useSWR(ownKey(organizationId), ([, id]) =>
    api.get<Unavailability[]>(`/self-service/unavailability?organization_id=${id}`),
  );
  const { mutate } = useSWRConfig();
  const reload = () => mutate(ownKey(organizationId));
  return {
    ...list,
    create: async (input: Record<string, unknown>) => {
      try {
        return await api.post<Unavailability>('/self-service/unavailability', {
          ...input,
          organization_id: organizationId,
        });
      } finally {
        void reload();
      }
    },
    remove: async (entry: Unavailability) => {
      try {
        await api.delete(
          `/self-service/unavailability/${entry.id}?organization_id=${organizationId}&version=${entry.version}`,
        );
      } finally {
        void reload();
      }
    },
  };
}
