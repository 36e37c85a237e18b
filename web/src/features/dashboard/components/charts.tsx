import { cn } from '@/lib/cn';

export interface ChartDatum {
  label: string;
  value: number;
  /** Tailwind classes written out in full (so the build keeps them): the arc's stroke and the swatch/bar. */
  colour: readonly [stroke: string, background: string];
}

function percent(value: number, total: number): number {
  return total === 0 ? 0 : Math.round((value / total) * 100);
}

/** 'Male 3 (50%), Female 2 (33%), Other 1 (17%)': what a screen reader hears for a chart. */
export function describeData(data: readonly ChartDatum[]): string {
  const total = data.reduce((sum, datum) => sum + datum.value, 0);
  return data.map((datum) => `${datum.label} ${datum.value} (${percent(datum.value, total)}%)`).join(', ');
}

function Legend({ data, total }: { data: readonly ChartDatum[]; total: number }) {
  return (
    <ul aria-hidden="true" className="grid gap-2 text-sm">
      {data.map((datum) => (
        <li key={datum.label} className="flex items-center gap-2">
          <span className={cn('size-3 shrink-0 rounded-sm', datum.colour[1])} />
          <span className="min-w-0 flex-1 truncate text-slate-700">{datum.label}</span>
          <span className="font-medium text-slate-900 tabular-nums">{datum.value}</span>
          <span className="w-10 text-right text-slate-500 tabular-nums">{percent(datum.value, total)}%</span>
        </li>
      ))}
    </ul>
  );
}

const RADIUS = 15.915; // a circumference of 100, so dash lengths are percentages
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring chart: one arc per datum, the total in the middle; read out through its label. */
export function DonutChart({ title, data }: { title: string; data: readonly ChartDatum[] }) {
  const total = data.reduce((sum, datum) => sum + datum.value, 0);
  let offset = 0;
  return (
    <div
      role="img"
      aria-label={`${title}: ${describeData(data)}`}
      className="flex flex-col items-center gap-5 sm:flex-row"
    >
      <svg viewBox="0 0 42 42" aria-hidden="true" className="size-36 shrink-0 -rotate-90">
        <circle cx="21" cy="21" r={RADIUS} fill="none" strokeWidth="6" className="stroke-slate-100" />
        {data.map((datum) => {
          const length = total === 0 ? 0 : (datum.value / total) * CIRCUMFERENCE;
          const arc = (
            <circle
              key={datum.label}
              cx="21"
              cy="21"
              r={RADIUS}
              fill="none"
              strokeWidth="6"
              strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
              strokeDashoffset={-offset}
              className={datum.colour[0]}
            />
          );
          offset += length;
          return arc;
        })}
        <text
          x="21"
          y="21"
          textAnchor="middle"
          dominantBaseline="central"
          className="rotate-90 fill-slate-900 text-[8px] font-semibold"
          style={{ transformOrigin: '21px 21px' }}
        >
          {total}
        </text>
      </svg>
      <div className="w-full min-w-0">
        <Legend data={data} total={total} />
      </div>
    </div>
  );
}

/** Horizontal bars scaled to the largest value; read out through its label. */
export function BarChart({ title, data }: { title: string; data: readonly ChartDatum[] }) {
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const total = data.reduce((sum, datum) => sum + datum.value, 0);
  return (
    <div role="img" aria-label={`${title}: ${describeData(data)}`}>
      <ul aria-hidden="true" className="grid gap-3">
        {data.map((datum) => (
          <li key={datum.label} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="min-w-0 truncate text-slate-700">{datum.label}</span>
              <span className="text-slate-500 tabular-nums">
                <span className="font-medium text-slate-900">{datum.value}</span> · {percent(datum.value, total)}%
              </span>
            </div>
            <div className="h-2.5 overflow-hidden rounded-full bg-slate-100">
              <div
                className={cn('h-full rounded-full', datum.colour[1])}
                style={{ width: `${max === 0 ? 0 : (datum.value / max) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
