// Smooth, photograph-like backdrops drawn as SVG. Everything is gradients and flat shapes:
// smooth images encode to AVIF several times faster than noisy ones (see STACK.md).
import { mix, type Palette } from "./sample-palettes";
import type { Random } from "./random";

export type SceneName = "mesa" | "dunes" | "bokeh" | "floral";

export interface Canvas {
  width: number;
  height: number;
  random: Random;
  palette: Palette;
}

/** Returns the SVG elements of one scene (with its own <defs>). */
export function drawScene(scene: SceneName, canvas: Canvas): string {
  switch (scene) {
    case "mesa":
      return landscape(canvas, "mesa");
    case "dunes":
      return landscape(canvas, "dunes");
    case "bokeh":
      return bokeh(canvas, false);
    case "floral":
      return bokeh(canvas, true);
  }
}

const f = (n: number) => n.toFixed(1);

function sky({ width, height, palette }: Canvas, horizon: number): string {
  const [top, middle, low] = palette.sky;
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="${f(horizon)}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${middle}"/><stop offset="1" stop-color="${low}"/>
</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#sky)"/>`;
}

function sun({ width, height, random, palette }: Canvas, horizon: number): string {
  const short = Math.min(width, height);
  const x = random.range(0.2, 0.8) * width;
  const y = horizon - random.range(0.04, 0.2) * height;
  const glow = short * random.range(0.45, 0.7);
  const disc = short * random.range(0.035, 0.06);
  return `<defs>
<radialGradient id="glow"><stop offset="0" stop-color="${palette.sun}" stop-opacity="0.6"/><stop offset="0.35" stop-color="${palette.sun}" stop-opacity="0.18"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient>
<radialGradient id="disc"><stop offset="0.55" stop-color="${palette.sun}"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient>
</defs><circle cx="${f(x)}" cy="${f(y)}" r="${f(glow)}" fill="url(#glow)"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(disc)}" fill="url(#disc)"/>`;
}

/** A ridge line across the picture as points, from a sum of two sines or as flat-topped mesas. */
function ridge(canvas: Canvas, base: number, amplitude: number, style: "mesa" | "dunes"): Array<[number, number]> {
  const { width, random } = canvas;
  const points: Array<[number, number]> = [];
  if (style === "mesa") {
    // A few wide, flat-topped mesas and buttes with sloping talus, over gently rolling ground.
    let x = -width * random.range(0.05, 0.3);
    points.push([x, base - amplitude * random.range(0.05, 0.2)]);
    while (x < width * 1.05) {
      const top = base - amplitude * random.range(0.5, 1);
      const tilt = amplitude * random.range(-0.06, 0.06);
      const cliff = width * random.range(0.015, 0.035);
      const talus = width * random.range(0.03, 0.08);
      const plateau = width * random.pick([random.range(0.04, 0.09), random.range(0.12, 0.3)]);
      const shoulder = base - amplitude * random.range(0.2, 0.35);
      points.push([x + talus, shoulder], [x + talus + cliff, top]);
      x += talus + cliff + plateau;
      points.push([x, top + tilt], [x + cliff, shoulder + tilt * 0.5]);
      x += cliff + talus;
      const valley = base - amplitude * random.range(0, 0.12);
      points.push([x, valley]);
      x += width * random.range(0.12, 0.4);
      points.push([x, base - amplitude * random.range(0, 0.15)]);
    }
    return points;
  }
  const [f1, f2] = [random.range(1, 2.5), random.range(3, 6)];
  const [p1, p2] = [random.range(0, 6.3), random.range(0, 6.3)];
  for (let i = 0; i <= 64; i++) {
    const x = (i / 64) * width;
    const t = (i / 64) * Math.PI * 2;
    points.push([x, base - amplitude * (0.5 + 0.35 * Math.sin(f1 * t + p1) + 0.15 * Math.sin(f2 * t + p2))]);
  }
  return points;
}

function layer(points: Array<[number, number]>, canvas: Canvas, fill: string): string {
  const path = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${f(x)} ${f(y)}`).join("");
  const last = points[points.length - 1]?.[0] ?? canvas.width;
  return `<path d="${path}L${f(last)} ${canvas.height}L${f(points[0]?.[0] ?? 0)} ${canvas.height}Z" fill="${fill}"/>`;
}

function heightAt(points: Array<[number, number]>, x: number): number {
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1] ?? [0, 0];
    const [x1, y1] = points[i] ?? [0, 0];
    if (x >= x0 && x <= x1) return x1 === x0 ? y0 : y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
  }
  return points[0]?.[1] ?? 0;
}

/** A saguaro: a round-capped trunk and up to three elbowed arms, as strokes. */
function saguaro(x: number, ground: number, tall: number, colour: string, random: Random): string {
  const trunk = tall * random.range(0.08, 0.11);
  const arm = trunk * 0.72;
  let arms = "";
  const count = random.int(0, 3);
  let side = random.pick([-1, 1]);
  for (let i = 0; i < count; i++) {
    const at = ground - tall * random.range(0.32, 0.6);
    const reach = trunk * random.range(1.3, 2) * side;
    const rise = tall * random.range(0.16, 0.3);
    arms += `M${f(x)} ${f(at)}h${f(reach)}v${f(-rise)}`;
    side = -side;
  }
  const round = `fill="none" stroke="${colour}" stroke-linecap="round" stroke-linejoin="round"`;
  return (
    `<path d="M${f(x)} ${f(ground + trunk)}V${f(ground - tall)}" ${round} stroke-width="${f(trunk)}"/>` +
    (arms ? `<path d="${arms}" ${round} stroke-width="${f(arm)}"/>` : "")
  );
}

function landscape(canvas: Canvas, style: "mesa" | "dunes"): string {
  const { width, height, random, palette } = canvas;
  const horizon = height * random.range(0.52, 0.66);
  const haze = palette.sky[2];
  let svg = sky(canvas, horizon) + sun(canvas, horizon);
  const layers = 4;
  let nearest: Array<[number, number]> = [];
  for (let i = 0; i < layers; i++) {
    const depth = i / (layers - 1);
    const base = horizon + (height - horizon) * (0.05 + depth * 0.55);
    const amplitude = height * (style === "mesa" && i < 2 ? 0.2 : 0.09) * (1 - depth * 0.4);
    const shape = ridge(canvas, base, amplitude, i < 2 ? style : "dunes");
    const colour = mix(palette.land[i] ?? palette.land[3], haze, 0.5 * (1 - depth));
    svg += layer(shape, canvas, colour);
    nearest = shape;
  }
  if (style === "mesa" || random.next() < 0.5) {
    const cacti = random.int(1, 4);
    for (let i = 0; i < cacti; i++) {
      const x = width * random.range(0.05, 0.95);
      svg += saguaro(
        x,
        heightAt(nearest, x) + height * 0.01,
        height * random.range(0.12, 0.34),
        palette.land[3],
        random,
      );
    }
  }
  return svg + vignette(canvas);
}

function bokeh(canvas: Canvas, flowers: boolean): string {
  const { width, height, random, palette } = canvas;
  const short = Math.min(width, height);
  const angle = random.range(0, 1);
  let defs = `<linearGradient id="wash" x1="${f(angle)}" y1="0" x2="${f(1 - angle)}" y2="1">
<stop offset="0" stop-color="${mix(palette.land[3], palette.sky[0], 0.3)}"/><stop offset="0.55" stop-color="${palette.land[1]}"/><stop offset="1" stop-color="${palette.sky[2]}"/></linearGradient>`;
  palette.bokeh.forEach((colour, i) => {
    defs += `<radialGradient id="b${i}"><stop offset="0" stop-color="${colour}" stop-opacity="0.5"/><stop offset="0.78" stop-color="${colour}" stop-opacity="0.42"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
  });
  let svg = `<rect width="${width}" height="${height}" fill="url(#wash)"/>`;
  const light = { x: random.range(0, 1) * width, y: random.range(0, 0.6) * height };
  svg += `<defs><radialGradient id="light"><stop offset="0" stop-color="${palette.sun}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient></defs>`;
  svg += `<circle cx="${f(light.x)}" cy="${f(light.y)}" r="${f(short * 0.8)}" fill="url(#light)"/>`;
  const count = random.int(22, 40);
  for (let i = 0; i < count; i++) {
    const r = short * random.range(0.025, 0.12);
    svg += `<circle cx="${f(random.range(0, width))}" cy="${f(random.range(0, height))}" r="${f(r)}" fill="url(#b${random.int(0, palette.bokeh.length - 1)})" opacity="${random.range(0.35, 1).toFixed(2)}"/>`;
  }
  if (flowers) {
    const blooms = random.int(1, 3);
    for (let i = 0; i < blooms; i++) svg += flower(canvas, `p${i}`);
  }
  return `<defs>${defs}</defs>${svg}${vignette(canvas)}`;
}

/** A soft, peony-like bloom: two rings of gradient-filled petals around a warm centre. */
function flower({ width, height, random, palette }: Canvas, id: string): string {
  const cx = width * random.range(0.2, 0.8);
  const cy = height * random.range(0.25, 0.75);
  const size = Math.min(width, height) * random.range(0.12, 0.24);
  const petal = random.pick(palette.bokeh);
  const deep = mix(petal, palette.land[1], 0.35);
  let svg = `<defs><radialGradient id="${id}" cx="0.5" cy="1" r="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${petal}"/></radialGradient></defs>`;
  const turn = random.range(0, 360);
  for (const [count, scale] of [
    [9, 1],
    [7, 0.68],
    [5, 0.4],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const rotation = turn + (i * 360) / count + scale * 20;
      svg += `<ellipse cx="${f(cx)}" cy="${f(cy - size * 0.5 * scale)}" rx="${f(size * 0.32 * scale)}" ry="${f(size * 0.55 * scale)}" fill="url(#${id})" opacity="0.92" transform="rotate(${f(rotation)} ${f(cx)} ${f(cy)})"/>`;
    }
  }
  return `${svg}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size * 0.12)}" fill="${mix(palette.sun, "#d89b3a", 0.6)}"/>`;
}

function vignette({ width, height }: Canvas): string {
  return `<defs><radialGradient id="vignette" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
}
