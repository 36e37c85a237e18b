import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { MyRosterPage } from '@/features/rostering/components/my-roster-page';
import { RostersPage } from '@/features/rostering/components/rosters-page';
import { useCan } from '@/lib/permissions';

/**
 * `/dashboard/rostering/rosters`: an employee's own roster (My roster); for those who publish
 * rosters, the rosters screen, with their own roster one click away (`?view=mine`).
 */
export default function RostersRoute() {
  const publishes = useCan('rostering', 'publish');
  const [params, setParams] = useSearchParams();
  if (!publishes) return <MyRosterPage />;
  const mine = params.get('view') === 'mine';
  return (
    <>
      <fieldset className="mb-4 flex gap-2">
        <legend className="sr-only">Roster view</legend>
        <Button size="sm" variant={mine ? 'outline' : 'secondary'} aria-pressed={!mine} onClick={() => setParams({})}>
          Rosters
        </Button>
        <Button
          size="sm"
          variant={mine ? 'secondary' : 'outline'}
          aria-pressed={mine}
          onClick={() => setParams({ view: 'mine' })}
        >
          My roster
        </Button>
      </fieldset>
      {mine ? <MyRosterPage /> : <RostersPage />}
    </>
  );
}
