import type { Feedback } from '@wattle/shared/performance-feedback';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { useCan } from '@/lib/permissions';

export const NO_PRAISE = 'No praise given yet.';

/**
 * The dashboard's "Employee Performance" area: the latest praise public to the team (issue 29 §3),
 * for the roles that see the organization's performance figures. Goals figures sit beside it.
 */
export function RecentPraise({ organizationId }: { organizationId: number }) {
  const allowed = useCan('performance', 'view', 'organization');
  const { data, error } = useSWR(allowed ? ['organizations', organizationId, 'appraisals', 'praise'] : null, ([, id]) =>
    api.get<{ data: Feedback[] }>(`/performance/feedback/praise?organization_id=${id}`),
  );
  if (!allowed) return null;
  const praise = data?.data ?? [];
  return (
    <section aria-label="Recent praise" className="mt-2 border-slate-100 border-t pt-3 text-sm">
      <h3 className="font-medium text-slate-900">Recent praise</h3>
      {error ? (
        <p className="text-slate-600">Praise could not be loaded.</p>
      ) : !data ? (
        <p className="text-slate-600">Loading praise...</p>
      ) : praise.length === 0 ? (
        <p className="text-slate-600">{NO_PRAISE}</p>
      ) : (
        <ul className="mt-1 grid gap-2">
          {praise.slice(0, 5).map((item) => (
            <li key={item.id}>
              <span className="font-medium text-slate-800">{item.employee_name}</span>{' '}
              <span className="text-slate-500">
                from {item.author_name}, {formatDate(item.created_at.slice(0, 10))}
              </span>
              <p className="text-slate-700">{item.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
