import { useId } from "react";
import { layoutBars, type ChartMode } from "~/shared/dashboard/bar-chart-layout";
import { monthLabel, type MonthKey } from "~/shared/dashboard/studio-months";
import { formatPrice } from "~/shared/money";

// A monthly bar chart drawn as inline SVG on the server: no chart library, no script, nothing that
// moves (so nothing to turn off for reduced motion). The picture is one image with a name and a
// summary for screen readers; the exact numbers are in a table under "Show the numbers", which
// keyboard and screen-reader users reach like any other disclosure.

export type ChartUnit = "cents" | "count";
export type ChartTone = "clay" | "ink";

export interface ChartSeriesInput {
  label: string;
  values: readonly number[];
  tone: ChartTone;
}

const FILL: Record<ChartTone, string> = { clay: "fill-clay", ink: "fill-ink-soft" };
const SWATCH: Record<ChartTone, string> = { clay: "bg-clay", ink: "bg-ink-soft" };
const BOX = { width: 360, height: 190, left: 40, bottom: 22, top: 8 };

/** Axis labels stay short: "$1.5k", "$800", "12". */
function axisLabel(value: number, unit: ChartUnit): string {
  if (unit === "count") return String(value);
  const dollars = value / 100;
  const abs = Math.abs(dollars);
  const sign = dollars < 0 ? "-" : "";
  return abs >= 1000 ? `${sign}$${Number((abs / 1000).toFixed(1))}k` : `${sign}$${Math.round(abs)}`;
}

export const formatValue = (value: number, unit: ChartUnit) => (unit === "cents" ? formatPrice(value) : String(value));

export function MonthlyBarChart({
  title,
  summary,
  months,
  series,
  mode,
  unit,
}: {
  title: string;
  /** One sentence a screen reader says instead of the picture. */
  summary: string;
  months: readonly MonthKey[];
  series: readonly ChartSeriesInput[];
  mode: ChartMode;
  unit: ChartUnit;
}) {
  const id = useId();
  const layout = layoutBars(
    series.map((s) => s.values),
    months.length,
    mode,
    BOX,
    unit === "cents" ? 100 : 1,
  );
  const withTotal = mode === "stacked" && series.length > 1;
  return (
    <figure className="min-w-0">
      <figcaption className="font-medium">{title}</figcaption>
      <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-ink-soft" aria-hidden="true">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1.5">
            <span className={`inline-block size-3 rounded-sm ${SWATCH[s.tone]}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        className="mt-2 h-auto w-full text-ink-soft"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {layout.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={BOX.left}
              x2={BOX.width}
              y1={tick.y}
              y2={tick.y}
              className={tick.value === 0 ? "stroke-ink/50" : "stroke-ink/10"}
            />
            <text
              x={BOX.left - 4}
              y={tick.y}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize="10"
              fill="currentColor"
            >
              {axisLabel(tick.value, unit)}
            </text>
          </g>
        ))}
        {layout.bars.map((bar) => {
          const s = series[bar.series]!;
          return (
            <rect
              key={`${bar.series}-${bar.index}`}
              x={bar.x}
              y={bar.y}
              width={Math.max(bar.width - 1, 1)}
              height={bar.height}
              className={FILL[s.tone]}
            >
              <title>{`${monthLabel(months[bar.index]!, true)}, ${s.label}: ${formatValue(bar.value, unit)}`}</title>
            </rect>
          );
        })}
        {layout.slots.map((x, i) => (
          <text key={months[i]} x={x} y={BOX.height - 6} textAnchor="middle" fontSize="10" fill="currentColor">
            {monthLabel(months[i]!)}
          </text>
        ))}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-clay-dark underline">Show the numbers</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}, by month (Arizona time)</caption>
          <thead>
            <tr className="border-b border-ink/15">
              <th scope="col" className="py-1 pr-2 font-medium">
                Month
              </th>
              {series.map((s) => (
                <th key={s.label} scope="col" className="py-1 pr-2 text-right font-medium">
                  {s.label}
                </th>
              ))}
              {withTotal && (
                <th scope="col" className="py-1 text-right font-medium">
                  Total
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {months.map((month, i) => (
              <tr key={month} className="border-b border-ink/10">
                <th scope="row" className="py-1 pr-2 font-normal">
                  {monthLabel(month, true)}
                </th>
                {series.map((s) => (
                  <td key={s.label} className="py-1 pr-2 text-right tabular-nums">
                    {formatValue(s.values[i] ?? 0, unit)}
                  </td>
                ))}
                {withTotal && (
                  <td className="py-1 text-right tabular-nums">
                    {formatValue(
                      series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0),
                      unit,
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
