import type { GoalCheckIn, KeyResult } from '@wattle/shared/goals';
import { formatDate } from '@/lib/dates';

const WIDTH = 300;
const HEIGHT = 120;
const PAD = 8;

/**
 * A key result's history as a line (an inline SVG, like the dashboard's charts: no chart library):
 * its value at each check-in that set it, from its start towards its target; read out through its label.
 */
export function KeyResultChart({ result, checkIns }: { result: KeyResult; checkIns: readonly GoalCheckIn[] }) {
  const points = [
    { at: null as string | null, value: result.start },
    ...checkIns.flatMap((checkIn) =>
      checkIn.values
        .filter((value) => value.key_result_id === result.id)
        .map((value) => ({ at: checkIn.created_at, value: value.value })),
    ),
  ];
  const low = Math.min(result.start, result.target, ...points.map((point) => point.value));
  const high = Math.max(result.start, result.target, ...points.map((point) => point.value));
  const span = high - low || 1;
  const x = (index: number) => PAD + (points.length === 1 ? 0 : (index / (points.length - 1)) * (WIDTH - 2 * PAD));
  const y = (value: number) => HEIGHT - PAD - ((value - low) / span) * (HEIGHT - 2 * PAD);
  const described = points
    .slice(1)
    .map((point) => `${point.value} on ${formatDate((point.at ?? '').slice(0, 10), 'medium')}`)
    .join(', ');
  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm font-medium text-slate-900">{result.title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${result.title}: from ${result.start} towards ${result.target}${described ? `; ${described}` : '; no check-ins yet'}`}
        className="h-28 w-full rounded-lg bg-slate-50"
      >
        <line
          x1={PAD}
          x2={WIDTH - PAD}
          y1={y(result.target)}
          y2={y(result.target)}
          className="stroke-emerald-300"
          strokeDasharray="4 3"
        />
        <polyline
          fill="none"
          strokeWidth="2"
          className="stroke-brand-500"
          points={points.map((point, index) => `${x(index)},${y(point.value)}`).join(' ')}
        />
        {points.map((point, index) => (
          <circle key={point.at ?? 'start'} cx={x(index)} cy={y(point.value)} r="3" className="fill-brand-600" />
        ))}
      </svg>
    </figure>
  );
}
