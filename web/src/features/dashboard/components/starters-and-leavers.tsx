import type { DashboardPerson, DashboardStats } from '@wattle/shared/dashboard';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';

function People({
  title,
  count,
  people,
  dateOf,
  empty,
}: {
  title: string;
  count: number;
  people: DashboardPerson[];
  dateOf: (person: DashboardPerson) => string;
  empty: string;
}) {
  const headingId = `movements-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="flex items-baseline justify-between gap-2 text-sm font-medium text-slate-700">
        {title}
        <span className="text-2xl font-semibold text-slate-900 tabular-nums">{count}</span>
      </h3>
      {people.length === 0 ? (
        <p className="mt-1 text-xs text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100">
          {people.map((person) => (
            <li key={person.id} className="flex items-baseline justify-between gap-2 py-1.5 text-sm">
              <Link
                to={paths.app.employee.getHref(person.id)}
                className="min-w-0 truncate font-medium text-slate-900 hover:underline"
              >
                {person.first_name} {person.last_name}
              </Link>
              <span className="shrink-0 text-xs text-slate-500">{dateOf(person)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Who is about to start, who is leaving and who left lately: not counted in the current staff above. */
export function StartersAndLeavers({ stats }: { stats: DashboardStats }) {
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <People
        title="Upcoming starters"
        count={stats.upcoming_starters.count}
        people={stats.upcoming_starters.next}
        dateOf={(person) => `Starts ${formatDate(person.joining_date, 'medium')}`}
        empty="No one is due to start."
      />
      <People
        title="Leaving"
        count={stats.scheduled_leavers.count}
        people={stats.scheduled_leavers.next}
        dateOf={(person) => `Last day ${formatDate(person.last_working_day ?? '', 'medium')}`}
        empty="No exits scheduled."
      />
      <People
        title={`Left in the last ${stats.recent_leavers.days} days`}
        count={stats.recent_leavers.count}
        people={stats.recent_leavers.latest}
        dateOf={(person) => `Last day ${formatDate(person.last_working_day ?? '', 'medium')}`}
        empty="No one has left lately."
      />
    </div>
  );
}
