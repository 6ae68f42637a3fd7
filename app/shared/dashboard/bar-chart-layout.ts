// The geometry of the dashboard's monthly bar charts, apart from their drawing so it can be tested:
// a value axis with round steps, and one rectangle per series and month, side by side ("grouped")
// or piled up ("stacked"). Negative values (a month whose refunds exceed its payments) go below
// the zero line. Units are the SVG's viewBox units.

export type ChartMode = "grouped" | "stacked";

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the value axis's labels on the left, and the month labels at the bottom. */
  left: number;
  bottom: number;
  top: number;
}

export interface BarRect {
  series: number;
  index: number;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartLayout {
  bars: BarRect[];
  ticks: { value: number; y: number }[];
  /** The centre of each month's slot, for its label. */
  slots: number[];
  zeroY: number;
}

const INTERVALS = 4;

/** A round step (1, 2 or 5 × a power of ten, never under `minimum`) giving about four intervals. */
export function niceStep(range: number, minimum = 1): number {
  const raw = Math.max(range / INTERVALS, minimum);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return Math.max(step, minimum);
}

function extent(series: readonly (readonly number[])[], count: number, mode: ChartMode): [number, number] {
  let low = 0;
  let high = 0;
  for (let i = 0; i < count; i++) {
    const values = series.map((s) => s[i] ?? 0);
    if (mode === "stacked") {
      high = Math.max(
        high,
        values.filter((v) => v > 0).reduce((a, b) => a + b, 0),
      );
      low = Math.min(
        low,
        values.filter((v) => v < 0).reduce((a, b) => a + b, 0),
      );
    } else {
      high = Math.max(high, ...values);
      low = Math.min(low, ...values);
    }
  }
  return [low, high];
}

export function layoutBars(
  series: readonly (readonly number[])[],
  count: number,
  mode: ChartMode,
  box: ChartBox,
  minimumStep = 1,
): ChartLayout {
  const [low, high] = extent(series, count, mode);
  const step = niceStep(high - low, minimumStep);
  const bottomTick = Math.floor(low / step) * step;
  const topTick = Math.max(Math.ceil(high / step) * step, bottomTick + step);
  const plotHeight = box.height - box.top - box.bottom;
  const y = (value: number) => box.top + ((topTick - value) / (topTick - bottomTick)) * plotHeight;
  const slot = (box.width - box.left) / count;
  const groupWidth = slot * 0.7;
  const barWidth = mode === "stacked" ? groupWidth : groupWidth / Math.max(series.length, 1);

  const bars: BarRect[] = [];
  for (let index = 0; index < count; index++) {
    const start = box.left + index * slot + (slot - groupWidth) / 2;
    let above = 0;
    let below = 0;
    series.forEach((values, s) => {
      const value = values[index] ?? 0;
      let from = 0;
      if (mode === "stacked") {
        from = value >= 0 ? above : below;
        if (value >= 0) above += value;
        else below += value;
      }
      const a = y(from);
      const b = y(from + value);
      const x = mode === "stacked" ? start : start + s * barWidth;
      bars.push({ series: s, index, value, x, y: Math.min(a, b), width: barWidth, height: Math.abs(b - a) });
    });
  }
  const ticks = [];
  for (let value = bottomTick; value <= topTick; value += step) ticks.push({ value, y: y(value) });
  const slots = Array.from({ length: count }, (_, i) => box.left + i * slot + slot / 2);
  return { bars, ticks, slots, zeroY: y(0) };
}
