import bidiFactory from 'bidi-js';

/**
 * Mixed right-to-left and left-to-right text for the order papers (decision 0023). pdfkit draws a
 * string as fontkit shapes it: fontkit joins Arabic letters and reorders Devanagari, and it reverses
 * the glyphs of a string whose first letter is of a right-to-left script, but it knows nothing of
 * the Unicode bidirectional algorithm: "الطلب AB12CD" drawn as one string would come out with the
 * code reversed. So a line is cut here into runs, each of one font and one direction, put in
 * visual order by the bidirectional algorithm (bidi-js, UAX #9), and each handed to pdfkit in the
 * form that fontkit turns into the right glyphs in the right order.
 */

const bidi = bidiFactory();

export type BaseDirection = 'ltr' | 'rtl' | 'auto';

/** One piece of a line, drawn left to right after the one before it. */
export interface VisualRun<F> {
  /** The string to hand to pdfkit (fontkit reverses it again when it starts with a right-to-left letter). */
  text: string;
  font: F;
}

/** Scripts fontkit lays out right to left (fontkit `Script.direction`): their strings come out reversed. */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}]/u;
/** Bidirectional formatting characters: isolates (FSI, LRI, RLI, PDI), marks, embeddings and overrides. */
const CONTROLS = /[\u2066-\u2069\u200e\u200f\u202a-\u202e]/;
const SCRIPTLESS = /[\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;

/**
 * Whether fontkit reverses `text` when it lays it out: its direction is that of the first character
 * of a script (fontkit `Script.forString`), so a run of spaces and digits keeps its order while one
 * with an Arabic letter (or an Arabic-Indic digit) is reversed.
 */
export function shapingReverses(text: string): boolean {
  for (const char of text) {
    if (!SCRIPTLESS.test(char)) return RTL_SCRIPT.test(char);
  }
  return false;
}

/** `text` with its UTF-16 units reversed, surrogate pairs kept whole. */
function reversed(text: string): string {
  return [...text].reverse().join('');
}

/**
 * The runs of one line of `text`, in visual order from left to right, with the paragraph direction
 * `direction` ('auto': that of the first strong letter, as `dir="auto"`). `fontOf(i)` names the font
 * of the character at logical index `i`; a run never mixes fonts nor directions. Mirrored characters
 * (brackets) are swapped in right-to-left runs. Drawing `run.text` one after another, each as
 * fontkit lays it out, shows the line as the bidirectional algorithm orders it.
 */
export function visualRuns<F>(text: string, direction: BaseDirection, fontOf: (index: number) => F): VisualRun<F>[] {
  if (text === '') return [];
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const order = bidi.getReorderedIndices(text, embedding);
  const mirrors = bidi.getMirroredCharactersMap(text, embedding.levels);
  // Visual runs: neighbours on the line that are neighbours in the text too (one step, the same
  // way), in one font.
  const runs: { indices: number[]; font: F; step: 1 | -1 | 0 }[] = [];
  for (const index of order) {
    // Isolates and marks steer the order; they are never drawn.
    if (CONTROLS.test(text[index]!)) continue;
    const font = fontOf(index);
    const last = runs.at(-1);
    const previous = last?.indices.at(-1);
    const step = previous === undefined ? 0 : index - previous;
    const sameFont = last !== undefined && Object.is(last.font, font);
    // A surrogate pair stays in one run whatever its direction.
    const pair = previous !== undefined && Math.abs(step) === 1 && isPair(text, Math.min(index, previous));
    if (last && (pair || (sameFont && (step === 1 || step === -1) && (last.step === 0 || last.step === step)))) {
      last.indices.push(index);
      if (!pair && last.step === 0) last.step = step as 1 | -1;
    } else {
      runs.push({ indices: [index], font, step: 0 });
    }
  }
  return runs.map(({ indices, font }) => {
    // What the reader sees from left to right, brackets mirrored where the text runs right to left.
    const visual = fixPairs(indices.map((i) => mirrors.get(i) ?? text[i]).join(''));
    return { text: shapingReverses(visual) ? reversed(visual) : visual, font };
  });
}

function isPair(text: string, index: number): boolean {
  const high = text.charCodeAt(index);
  const low = text.charCodeAt(index + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

/** A surrogate pair laid right to left comes out low unit first: put it back. */
function fixPairs(text: string): string {
  return text.replace(/([\uDC00-\uDFFF])([\uD800-\uDBFF])/g, '$2$1');
}

/** What the line shows from left to right once each run is laid out as fontkit does (for tests). */
export function shownLeftToRight(runs: readonly VisualRun<unknown>[]): string {
  return runs.map((run) => (shapingReverses(run.text) ? reversed(run.text) : run.text)).join('');
}

/** The line as the bidirectional algorithm orders it (bidi-js), brackets mirrored: the oracle of the tests. */
export function reorderedByBidi(text: string, direction: BaseDirection): string {
  return bidi.getReorderedString(text, bidi.getEmbeddingLevels(text, direction)).replace(new RegExp(CONTROLS.source, 'g'), '');
}

/** `value` isolated in its own direction (FSI ... PDI), so a Latin name inside an Arabic label keeps its brackets and the label its order. */
export function isolated(value: string): string {
  return `\u2068${value}\u2069`;
}

/**
 * The font of each character of `text` (per UTF-16 unit, a surrogate pair's two alike): the first
 * of `fonts` that has it; a character of no script (space, digit, punctuation) keeps the font of
 * the character before it when that font has it, so "رقم الطلب" stays one run that fontkit joins.
 * A character no font has gets the first font (its missing-glyph box).
 */
export function fontPerCharacter<F>(text: string, fonts: readonly F[], has: (font: F, codePoint: number) => boolean): F[] {
  const chosen: F[] = [];
  let previous: F | undefined;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const keep = previous !== undefined && SCRIPTLESS.test(char) && has(previous, codePoint);
    const font = keep ? previous! : fonts.find((candidate) => has(candidate, codePoint)) ?? fonts[0]!;
    for (let unit = 0; unit < char.length; unit++) chosen.push(font);
    previous = font;
  }
  return chosen;
}
