import type { Random } from "./random";

/** Colours of one sample scene: sky from zenith to horizon, land from far to near. */
export interface Palette {
  sky: readonly [string, string, string];
  sun: string;
  land: readonly [string, string, string, string];
  bokeh: readonly string[];
}

export const PALETTES = {
  goldenHour: {
    sky: ["#34426d", "#c97a5a", "#f7c47e"],
    sun: "#fff1c9",
    land: ["#b8785c", "#8f5546", "#5e3834", "#2d1e22"],
    bokeh: ["#ffd18b", "#f6a86d", "#fff2d4", "#e98b6c"],
  },
  desertDusk: {
    sky: ["#1f2748", "#7b4b79", "#f09b6c"],
    sun: "#ffd9a1",
    land: ["#8c5b7b", "#5f3e60", "#3b2843", "#1c1527"],
    bokeh: ["#f7a582", "#c47aa0", "#ffd6a8", "#8d6fb5"],
  },
  blush: {
    sky: ["#9fb8d2", "#efc6c0", "#fbe4cf"],
    sun: "#fff8ea",
    land: ["#d8a597", "#bd8881", "#98696a", "#694953"],
    bokeh: ["#fbd3c9", "#f4b6b0", "#fff1e4", "#e8c1d6"],
  },
  sagebrush: {
    sky: ["#86aec2", "#d5d8bf", "#f0dfb5"],
    sun: "#fffbe6",
    land: ["#a6ac88", "#7e8969", "#5b674e", "#394435"],
    bokeh: ["#e9eccd", "#c8d6a8", "#fff6d8", "#a9c4b8"],
  },
  terracotta: {
    sky: ["#5a90bd", "#a8c8dc", "#efdbbf"],
    sun: "#fffaf0",
    land: ["#d59a6d", "#b76f4b", "#8b4b34", "#582e23"],
    bokeh: ["#f2b98c", "#e08d62", "#ffe7c9", "#9cc3d8"],
  },
  monsoon: {
    sky: ["#39455a", "#7b7f8e", "#d6a47b"],
    sun: "#ffe3b8",
    land: ["#6e6571", "#4d4854", "#312e39", "#1b1a22"],
    bokeh: ["#d9a77f", "#9aa0b8", "#f3d2a8", "#6f7fa0"],
  },
  lavender: {
    sky: ["#2b2452", "#6c5c96", "#e9a5a1"],
    sun: "#ffe6d6",
    land: ["#85628f", "#624a78", "#3f3058", "#201a33"],
    bokeh: ["#d8b4e2", "#f2a9b6", "#fde1d6", "#9b8ed1"],
  },
  peach: {
    sky: ["#cfd9e6", "#f3d1c3", "#fbeee3"],
    sun: "#fffaf3",
    land: ["#e7bfa7", "#d3a38f", "#b48478", "#8a6462"],
    bokeh: ["#fde3d2", "#f6c9b5", "#fff6ec", "#f0d5df"],
  },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

/** Which palettes suit a collection, matched on its name (first match wins). */
const COLLECTION_PALETTES: ReadonlyArray<readonly [RegExp, readonly PaletteName[]]> = [
  [/wedding/, ["blush", "goldenHour", "lavender"]],
  [/engage/, ["desertDusk", "goldenHour", "lavender"]],
  [/maternity/, ["blush", "peach", "goldenHour"]],
  [/newborn|baby/, ["peach", "blush", "sagebrush"]],
  [/family/, ["goldenHour", "sagebrush", "terracotta"]],
  [/senior/, ["terracotta", "desertDusk", "monsoon"]],
  [/brand/, ["sagebrush", "terracotta", "monsoon"]],
  [/empower|boudoir/, ["desertDusk", "lavender", "monsoon"]],
  [/flor|flower|bloom|peon|rose/, ["blush", "peach", "lavender"]],
  [/hero/, ["goldenHour", "desertDusk", "terracotta"]],
  [/landscape|desert|mountain|sky/, ["goldenHour", "desertDusk", "terracotta", "monsoon", "sagebrush"]],
];

/** `subject` is the collection name and label, e.g. "wedding wedding · 001". */
export function paletteFor(subject: string, random: Random): Palette {
  const names = COLLECTION_PALETTES.find(([pattern]) => pattern.test(subject))?.[1];
  const all = Object.keys(PALETTES) as PaletteName[];
  return PALETTES[random.pick(names ?? all)];
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  let out = "#";
  for (let i = 0; i < 3; i++) {
    const value = Math.round(channel(a, i) * (1 - t) + channel(b, i) * t);
    out += value.toString(16).padStart(2, "0");
  }
  return out;
}
