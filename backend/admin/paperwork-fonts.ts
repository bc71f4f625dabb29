import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * The order papers' fonts (decision 0023): Noto Sans for Latin (and its extension, for Turkish),
 * Noto Sans Arabic and Noto Sans Devanagari, regular and bold, from the @fontsource packages in
 * node_modules: nothing from the system's fonts, nothing downloaded. Their WOFF files are turned
 * into plain TrueType once per process: fontkit reads WOFF but inflates the whole glyph table again
 * for every glyph it touches (seconds per page in Arabic), and cannot subset WOFF2's composite
 * glyphs, which pdfkit does to embed them.
 */

export const FONT_FAMILIES = ['latin', 'latinExt', 'arabic', 'devanagari'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export type FontWeight = 400 | 700;

const require = createRequire(import.meta.url);

/**
 * Where each family's files are: its @fontsource package (named whole, so the dependency checks
 * see it used; the package exports its CSS only, its fonts sit in files/ beside it) and the prefix
 * of its subset's files.
 */
const FONT_FILES: Readonly<Record<FontFamily, { css: () => string; prefix: string }>> = {
  latin: { css: () => require.resolve('@fontsource/noto-sans'), prefix: 'noto-sans-latin' },
  latinExt: { css: () => require.resolve('@fontsource/noto-sans'), prefix: 'noto-sans-latin-ext' },
  arabic: { css: () => require.resolve('@fontsource/noto-sans-arabic'), prefix: 'noto-sans-arabic-arabic' },
  devanagari: { css: () => require.resolve('@fontsource/noto-sans-devanagari'), prefix: 'noto-sans-devanagari-devanagari' },
};

export function fontName(family: FontFamily, weight: FontWeight): string {
  return `${family}-${weight}`;
}

let loaded: ReadonlyMap<string, Buffer> | null = null;

/** Every font by `fontName`, as TrueType, read and converted once per process. */
export function paperworkFonts(): ReadonlyMap<string, Buffer> {
  if (loaded) return loaded;
  const fonts = new Map<string, Buffer>();
  for (const family of FONT_FAMILIES) {
    const { css, prefix } = FONT_FILES[family];
    const folder = join(dirname(css()), 'files');
    for (const weight of [400, 700] as const) fonts.set(fontName(family, weight), woffToSfnt(readFileSync(join(folder, `${prefix}-${weight}-normal.woff`))));
  }
  loaded = fonts;
  return fonts;
}

/**
 * A WOFF 1.0 font as the TrueType/OpenType file it wraps (W3C WOFF, section 5): the same tables,
 * each inflated when stored compressed, laid out 4-byte aligned after a fresh table directory.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const tag = woff.readUInt32BE(entry);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('a WOFF table does not inflate to its length');
    return { tag, checksum, data };
  });
  let power = 1;
  while (power * 2 <= count) power *= 2;
  const headerLength = 12 + count * 16;
  const size = tables.reduce((sum, table) => sum + align4(table.data.length), headerLength);
  const sfnt = Buffer.alloc(size);
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += align4(table.data.length);
  });
  return sfnt;
}

function align4(length: number): number {
  return (length + 3) & ~3;
}
