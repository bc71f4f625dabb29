/**
 * Deterministic colours: a name or an id always gets the same harmonious palette, so that a
 * product keeps its colours between its gallery pictures and across server restarts.
 * Colours are written as hex, which every SVG renderer understands (some older ones do not
 * parse hsl()).
 */
import { createRng } from '../seed/content/random';

export interface Colors {
  /** main colour of the object */
  m: string;
  /** accent */
  a: string;
  /** dark details */
  d: string;
  /** light details */
  l: string;
  /** background gradient, light to a little deeper */
  bg1: string;
  bg2: string;
  hue: number;
}

function hex2(n: number): string {
  return Math.round(Math.max(0, Math.min(255, n))).toString(16).padStart(2, '0');
}

export function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  const ss = s / 100;
  const ll = l / 100;
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss;
  const p = 2 * ll - q;
  const channel = (t0: number): number => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return `#${hex2(channel(hh + 1 / 3) * 255)}${hex2(channel(hh) * 255)}${hex2(channel(hh - 1 / 3) * 255)}`;
}

const ACCENT_OFFSETS = [30, 150, 180, 200, 330];

/** A palette from a seed; `bgShift` turns only the background, for a second view of one product. */
export function palette(seed: number, bgShift = 0): Colors {
  const rng = createRng(seed);
  const hue = rng.int(0, 359);
  const accent = hue + rng.pick(ACCENT_OFFSETS);
  const sat = rng.int(55, 72);
  return {
    m: hsl(hue, sat, 55),
    a: hsl(accent, 78, 62),
    d: hsl(hue, 30, 24),
    l: hsl(hue, 45, 96),
    bg1: hsl(hue + 20 + bgShift, 70, 96),
    bg2: hsl(hue + 50 + bgShift, 62, 86),
    hue,
  };
}
