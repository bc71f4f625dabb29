import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import { type BaseDirection, fontPerCharacter, visualRuns } from './paperwork-bidi';
import { FONT_FAMILIES, type FontFamily, fontName, type FontWeight, paperworkFonts } from './paperwork-fonts';

const require = createRequire(import.meta.url);
let pdfkit: typeof PDFDocument | undefined;
/** pdfkit (and fontkit under it), loaded by the first paper drawn, not when the server starts: about 0.3 s of CPU (decision 0028). */
const pdfDocument = (): typeof PDFDocument => (pdfkit ??= require('pdfkit') as typeof PDFDocument);

/**
 * A page of the order papers being drawn with pdfkit (decision 0023): the Noto fonts the shop ships
 * in its npm packages (backend/admin/paperwork-fonts.ts), text cut into runs of one font and
 * one direction (backend/admin/paperwork-bidi.ts) so Arabic is joined and right to left with codes
 * and amounts left to right in it, and Devanagari shaped; positions given from the start side of
 * the page, which is the right side in a right-to-left language.
 */

const FAMILIES = FONT_FAMILIES;
type Family = FontFamily;
type Weight = FontWeight;

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** Grey for secondary text. */
  muted?: boolean;
  /** The text's own direction: the page's for labels, 'auto' for what someone typed, 'ltr' for codes and amounts. */
  direction?: BaseDirection;
}

/** Where a text sits on its line: the start or end side of its box (right or left in Arabic), or its middle. */
export type Align = 'start' | 'end' | 'center';

/**
 * pdfkit lays a string out word by word, in the string's order, unless it is given features: then
 * fontkit shapes the whole run at once, and reverses a right-to-left one as a whole, words included.
 * No feature is added: fontkit applies the script's own (Arabic joining, Indic reordering) anyway.
 */
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

/** Widths of runs at size 1 by font and text, shared by every document (the fonts are the same files). */
const RUN_WIDTHS = new Map<string, number>();

const BIDI_CONTROLS = /[\u2066-\u2069\u200e\u200f\u202a-\u202e]/g;

const INK = '#111111';
const MUTED = '#555555';
export const RULE = '#bbbbbb';

/** pdfkit's font object for the font in use: fontkit's font, which tells which characters it has. */
interface EmbeddedFontView {
  _font: { font: { hasGlyphForCodePoint(codePoint: number): boolean } };
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly rtl: boolean;
  readonly left = 42;
  readonly right: number;
  readonly top = 42;
  readonly bottom: number;
  /** The top of what is drawn next. */
  y: number;
  /** Called on each new page after the first (to repeat a table's header). */
  onNewPage: (() => void) | null = null;
  private readonly coverage = new Map<Family, (codePoint: number) => boolean>();

  constructor(language: string, title: string, author: string) {
    this.rtl = language === 'ar';
    this.doc = new (pdfDocument())({ size: 'A4', margin: 0, bufferPages: true, lang: language, displayTitle: true, info: { Title: title, Author: author } });
    for (const [name, buffer] of paperworkFonts()) this.doc.registerFont(name, buffer);
    for (const family of FAMILIES) {
      this.doc.font(fontName(family, 400));
      const font = (this.doc as unknown as EmbeddedFontView)._font.font;
      this.coverage.set(family, (codePoint) => font.hasGlyphForCodePoint(codePoint));
    }
    this.right = this.doc.page.width - 42;
    this.bottom = this.doc.page.height - 56;
    this.y = this.top;
  }

  get width(): number {
    return this.right - this.left;
  }

  /** The page direction: labels and the page's own words. */
  get direction(): 'ltr' | 'rtl' {
    return this.rtl ? 'rtl' : 'ltr';
  }

  /** The left edge of a box `width` wide starting `offset` from the page's start side. */
  boxX(offset: number, width: number): number {
    return this.rtl ? this.right - offset - width : this.left + offset;
  }

  private runs(text: string, style: TextStyle) {
    const perChar = fontPerCharacter(text, FAMILIES, (family, codePoint) => this.coverage.get(family)!(codePoint));
    const weight: Weight = style.bold ? 700 : 400;
    return visualRuns(text, style.direction ?? this.direction, (index) => perChar[index]!).map((run) => ({ text: run.text, font: fontName(run.font, weight) }));
  }

  /** How wide `text` is drawn on one line. */
  measure(text: string, style: TextStyle): number {
    return this.runs(text, style).reduce((sum, run) => sum + this.runWidth(run.font, run.text, style.size), 0);
  }

  /** A run's width: shaping is the slow part of drawing, and wrapping measures the same words again and again. */
  private runWidth(font: string, text: string, size: number): number {
    const key = `${font}|${text}`;
    let unit = RUN_WIDTHS.get(key);
    if (unit === undefined) {
      unit = this.doc.font(font).fontSize(1).widthOfString(text, WHOLE_RUN);
      if (RUN_WIDTHS.size >= 20_000) RUN_WIDTHS.clear();
      RUN_WIDTHS.set(key, unit);
    }
    return unit * size;
  }

  lineHeight(style: TextStyle): number {
    return style.size * 1.45;
  }

  /** `text` cut into lines no wider than `width`, at spaces (a word longer than a line is cut where it must be). */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/(?<=\s)/)) {
        const candidate = line + word;
        if (line === '' || this.measure(candidate.trimEnd(), style) <= width) {
          line = candidate;
          continue;
        }
        lines.push(line.trimEnd());
        line = word;
      }
      // A single word wider than the line: cut it by characters.
      while (line !== '' && this.measure(line.trimEnd(), style) > width && [...line].length > 1) {
        const chars = [...line];
        let cut = chars.length - 1;
        while (cut > 1 && this.measure(chars.slice(0, cut).join(''), style) > width) cut--;
        lines.push(chars.slice(0, cut).join(''));
        line = chars.slice(cut).join('');
      }
      lines.push(line.trimEnd());
    }
    return lines;
  }

  /** Draws one line with its baseline at `baseline`, in the box `width` wide `offset` from the start side. */
  line(text: string, offset: number, width: number, baseline: number, style: TextStyle, align: Align = 'start'): void {
    const runs = this.runs(text, style);
    const widths = runs.map((run) => this.runWidth(run.font, run.text, style.size));
    const total = widths.reduce((sum, w) => sum + w, 0);
    const boxX = this.boxX(offset, width);
    const atLeft = align === 'center' ? false : (align === 'start') !== this.rtl;
    let x = align === 'center' ? boxX + (width - total) / 2 : atLeft ? boxX : boxX + width - total;
    this.doc.fillColor(style.muted ? MUTED : INK);
    // The line as it is read, for copying and for readers of the file: a glyph's own text is not
    // enough where a font draws several letters with one shape (Noto's Arabic letters share their
    // dotless forms) and the runs are drawn in visual order.
    this.doc.markContent('Span', { actual: text.replace(BIDI_CONTROLS, '') });
    runs.forEach((run, index) => {
      this.doc.font(run.font).fontSize(style.size).text(run.text, x, baseline, { ...WHOLE_RUN, lineBreak: false, baseline: 'alphabetic' });
      x += widths[index]!;
    });
    this.doc.endMarkedContent();
  }

  /**
   * Draws `text` wrapped in the box `width` wide `offset` from the start side, its first line's top
   * at `top`; returns the height it took.
   */
  block(text: string, offset: number, width: number, top: number, style: TextStyle, align: Align = 'start'): number {
    const height = this.lineHeight(style);
    const lines = this.wrap(text, width, style);
    lines.forEach((line, index) => this.line(line, offset, width, top + height * index + style.size * 1.05, style, align));
    return lines.length * height;
  }

  /** The height `text` takes wrapped in `width`. */
  blockHeight(text: string, width: number, style: TextStyle): number {
    return this.wrap(text, width, style).length * this.lineHeight(style);
  }

  /** A horizontal rule across the box at `y`. */
  rule(y: number, offset = 0, width = this.width, color = RULE, thickness = 0.6): void {
    const x = this.boxX(offset, width);
    this.doc.save().moveTo(x, y).lineTo(x + width, y).lineWidth(thickness).strokeColor(color).stroke().restore();
  }

  /** An empty square to tick, `size` wide, at the start of the box. */
  checkbox(offset: number, top: number, size = 11): void {
    this.doc.save().rect(this.boxX(offset, size), top, size, size).lineWidth(0.9).strokeColor(INK).stroke().restore();
  }

  /** A filled band behind a table's header row. */
  band(top: number, height: number, offset = 0, width = this.width): void {
    this.doc.save().rect(this.boxX(offset, width), top, width, height).fillColor('#eeeeee').fill().restore();
  }

  /** A new page when `height` does not fit below the cursor. */
  ensure(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.y = this.top;
    this.onNewPage?.();
  }

  /** Writes `footer(page, pages)` at the foot of every page, then the file. */
  async finish(footer: (page: number, pages: number) => string): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      this.doc.switchToPage(index);
      this.line(footer(index - range.start + 1, range.count), 0, this.width, this.doc.page.height - 30, { size: 8, muted: true }, 'center');
    }
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.end();
    return done;
  }
}
