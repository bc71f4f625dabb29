// Screenshots that are checked (issue 29, decision 0008): a page's window compared with a committed
// baseline under tests/e2e/baselines/, pixel by pixel with pixelmatch, within a tolerance that lets
// anti-aliasing noise through and fails a moved or missing element.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { framesRendered } from './page-waits';

export const BASELINES = join(process.cwd(), 'tests', 'e2e', 'baselines');
/** Where a failed comparison leaves `<name>.actual.png` and `<name>.diff.png` (git-ignored). */
export const KEPT = join(process.cwd(), 'test-results', 'visual');

/**
 * The tolerance (decision 0008). `threshold`: how far apart two colours of one pixel may be (YIQ
 * distance, 0 to 1) and still count as the same; pixels pixelmatch recognises as anti-aliasing are
 * not counted at all. `maxDiffRatio`: the share of the window's pixels that may still differ.
 */
export const TOLERANCE = { threshold: 0.1, maxDiffRatio: 0.0001 };

/** Regions that change on their own in every page: countdowns and dates. */
const ALWAYS_MASKED = ['[role="timer"]', 'time'];

export interface ScreenshotOptions {
  /** More regions that legitimately change (order codes, anything random): painted over in one colour. */
  mask?: Locator[];
  threshold?: number;
  maxDiffRatio?: number;
}

export interface Comparison {
  /** Pixels that differ beyond the threshold (anti-aliasing not counted). */
  differing: number;
  total: number;
  /** Whether it is within the tolerance (images of another size never are). */
  pass: boolean;
  /** The baseline faded, with the differing pixels in red (anti-aliasing in yellow); null when the sizes differ. */
  diff: Buffer | null;
  /** Why it failed, in words. */
  reason: string;
}

/** Compares two PNGs of the same window. */
export function compareImages(expected: Buffer, actual: Buffer, tolerance: { threshold?: number; maxDiffRatio?: number } = {}): Comparison {
  const threshold = tolerance.threshold ?? TOLERANCE.threshold;
  const maxDiffRatio = tolerance.maxDiffRatio ?? TOLERANCE.maxDiffRatio;
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    return { differing: Math.max(a.width * a.height, b.width * b.height), total: b.width * b.height, pass: false, diff: null, reason: `size ${b.width}×${b.height}, the baseline is ${a.width}×${a.height}` };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold });
  const total = a.width * a.height;
  const allowed = Math.floor(total * maxDiffRatio);
  return {
    differing, total, pass: differing <= allowed, diff: PNG.sync.write(diff),
    reason: `${differing} pixels differ (${((differing / total) * 100).toFixed(3)} %), at most ${allowed} may (threshold ${threshold})`,
  };
}

/** The page settled for a picture: fonts loaded, the images in the window loaded and decoded, two frames painted. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => {
    const inWindow = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
    };
    return Array.from(document.images).filter(inWindow).every((img) => img.complete);
  }, undefined, { polling: 'raf', timeout: 15_000 });
  await page.evaluate(async () => {
    // Loaded is not yet painted: decoding="async" images are decoded on their own time.
    const loaded = Array.from(document.images).filter((img) => img.complete && img.naturalWidth > 0);
    await Promise.all(loaded.map((img) => img.decode().catch(() => undefined)));
  });
  await framesRendered(page, 2);
}

/**
 * The same pixels in about a quarter fewer bytes than Chromium's PNG, to keep the committed
 * baselines small: no alpha channel (a window is opaque) and zlib at level 9. Lossless.
 */
async function packed(png: Buffer): Promise<Buffer> {
  return sharp(png).removeAlpha().png({ compressionLevel: 9, adaptiveFiltering: false }).toBuffer();
}

/**
 * Compares a window's PNG with `<baselines>/<name>.png`. With `update` it writes the baseline
 * instead. A missing or different baseline throws, naming the files it kept.
 */
export async function checkAgainstBaseline(actual: Buffer, name: string, options: { baselines?: string; kept?: string; update?: boolean; threshold?: number; maxDiffRatio?: number } = {}): Promise<Comparison | null> {
  const baselines = options.baselines ?? BASELINES;
  const kept = options.kept ?? KEPT;
  const baseline = join(baselines, `${name}.png`);
  const actualPath = join(kept, `${name}.actual.png`);
  const diffPath = join(kept, `${name}.diff.png`);
  const shown = (path: string) => relative(process.cwd(), path);
  // Files of an earlier failure would mislead.
  rmSync(actualPath, { force: true });
  rmSync(diffPath, { force: true });
  if (options.update) {
    mkdirSync(baselines, { recursive: true });
    writeFileSync(baseline, await packed(actual));
    return null;
  }
  if (!existsSync(baseline)) {
    mkdirSync(kept, { recursive: true });
    writeFileSync(actualPath, actual);
    throw new Error(`No baseline ${shown(baseline)} for screenshot '${name}'. Look at ${shown(actualPath)}; if it is right, create the baselines with \`npm run test:baselines\` and commit them.`);
  }
  const comparison = compareImages(readFileSync(baseline), actual, options);
  if (comparison.pass) return comparison;
  mkdirSync(kept, { recursive: true });
  writeFileSync(actualPath, actual);
  if (comparison.diff) writeFileSync(diffPath, comparison.diff);
  throw new Error(
    `Screenshot '${name}' differs from ${shown(baseline)}: ${comparison.reason}. ` +
    `See ${shown(actualPath)}${comparison.diff ? ` and ${shown(diffPath)} (red: differing pixels)` : ''}. ` +
    'If the change is deliberate, update the baselines with `npm run test:baselines` and commit them.',
  );
}

/** The page's window as a PNG, settled, animations stopped, no caret, countdowns, dates and the given regions masked. */
export async function takeScreenshot(page: Page, mask: Locator[] = []): Promise<Buffer> {
  await settled(page);
  return page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask: [...ALWAYS_MASKED.map((selector) => page.locator(selector)), ...mask],
    maskColor: '#FF00FF',
  });
}

/**
 * Takes the window's screenshot and checks it against its baseline (tests/e2e/baselines/<name>.png);
 * with `UPDATE_BASELINES=1` it writes the baseline instead.
 */
export async function expectScreenshot(page: Page, name: string, options: ScreenshotOptions = {}): Promise<void> {
  const actual = await takeScreenshot(page, options.mask);
  await checkAgainstBaseline(actual, name, { update: process.env.UPDATE_BASELINES === '1', threshold: options.threshold, maxDiffRatio: options.maxDiffRatio });
}
