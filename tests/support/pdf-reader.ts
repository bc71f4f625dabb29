import { inflateSync } from 'node:zlib';

/** One string drawn on a page: its font's name and what its glyphs stand for, in the order they are drawn (left to right). */
export interface DrawnText {
  font: string;
  text: string;
}

export interface ReadPdf {
  pages: number;
  /** Each line's text as it is read (its marked content's ActualText), page after page. */
  lines: string[];
  /** Every text drawn, page after page, as its font's ToUnicode map reads its glyphs. */
  drawn: DrawnText[];
  /** Each embedded font (by its base name) and, for each glyph it holds, the text the glyph stands for. */
  glyphs: Map<string, Map<number, string>>;
}

/**
 * Reads what the papers' tests need from a PDF that pdfkit wrote: its pages, and the text of each
 * run it draws as the glyphs actually drawn map back to Unicode (Type0 fonts, Identity-H, a
 * ToUnicode map each). A right-to-left run comes out in drawing order, left to right: reversed,
 * letter by letter, as a reader of the page sees it; a shaped glyph (a joined Arabic form, a
 * Devanagari conjunct) gives the letters it stands for.
 */
export function readPdf(file: Buffer): ReadPdf {
  if (file.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF');
  const raw = file.toString('latin1');
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  // Each object's dictionary, and its stream read by its /Length: a stream's compressed bytes may
  // hold "endobj" or "endstream" by chance, so they are never searched for the end.
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const from = match.index + match[0].length;
    const streamAt = raw.indexOf('stream', from);
    const objectEnd = raw.indexOf('endobj', from);
    if (streamAt < 0 || (objectEnd >= 0 && objectEnd < streamAt)) {
      objects.set(Number(match[1]), { dict: raw.slice(from, objectEnd), stream: null });
      header.lastIndex = objectEnd;
      continue;
    }
    const dict = raw.slice(from, streamAt);
    let start = streamAt + 'stream'.length;
    if (raw[start] === '\r') start++;
    if (raw[start] === '\n') start++;
    const length = Number(/\/Length (\d+)(?! \d+ R)/.exec(dict)?.[1]);
    if (!Number.isSafeInteger(length)) throw new Error(`object ${match[1]}: no direct /Length`);
    const bytes = file.subarray(start, start + length);
    objects.set(Number(match[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(bytes) : Buffer.from(bytes) });
    header.lastIndex = raw.indexOf('endobj', start + length);
  }
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);

  const glyphs = new Map<string, Map<number, string>>();
  const fontsById = new Map<number, { name: string; map: Map<number, string> }>();
  for (const [id, object] of objects) {
    if (!/\/Type \/Font/.test(object.dict) || !/\/Subtype \/Type0/.test(object.dict)) continue;
    const name = /\/BaseFont \/([^\s/]+)/.exec(object.dict)?.[1] ?? `font${id}`;
    const map = toUnicode(objects.get(ref(object.dict, 'ToUnicode'))?.stream?.toString('latin1') ?? '');
    glyphs.set(name, map);
    fontsById.set(id, { name, map });
  }

  const drawn: DrawnText[] = [];
  const lines: string[] = [];
  const pages = [...objects.values()].filter((object) => /\/Type \/Page\b/.test(object.dict));
  for (const page of pages) {
    const resources = page.dict;
    // The page's font names (/F1 ...) to their objects: inline in /Resources or in its own object.
    const resourceText = /\/Resources (\d+) 0 R/.exec(resources) ? objects.get(Number(/\/Resources (\d+) 0 R/.exec(resources)![1]))!.dict : resources;
    const names = new Map<string, number>();
    for (const font of resourceText.matchAll(/\/(F\d+) (\d+) 0 R/g)) names.set(font[1]!, Number(font[2]));
    const content = objects.get(ref(resources, 'Contents'))?.stream?.toString('latin1') ?? '';
    for (const span of content.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g)) lines.push(pdfString(span[1]!));
    // One text object (BT ... ET) is one string pdfkit drew: it moves the pen inside it for marks
    // and kerning, so its TJ arrays are read as one.
    for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let font: { name: string; map: Map<number, string> } | undefined;
      let text = '';
      for (const op of block[1]!.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
        if (op[1]) {
          font = fontsById.get(names.get(op[1])!);
          continue;
        }
        const hex = [...op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!).join('');
        for (let i = 0; i + 4 <= hex.length; i += 4) text += font?.map.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
      }
      drawn.push({ font: font?.name ?? '?', text });
    }
  }
  return { pages: pages.length, lines, drawn, glyphs };
}

/** A literal string's text: its escapes undone, UTF-16BE after a byte order mark, else PDFDocEncoding read as Latin-1. */
function pdfString(literal: string): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
  const bytes = literal.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, escape: string) => /^[0-7]/.test(escape) ? String.fromCharCode(parseInt(escape, 8)) : escapes[escape] ?? escape);
  if (!bytes.startsWith('\u00fe\u00ff')) return bytes;
  let text = '';
  for (let i = 2; i + 1 < bytes.length; i += 2) text += String.fromCharCode((bytes.charCodeAt(i) << 8) | bytes.charCodeAt(i + 1));
  return text;
}

/** A ToUnicode CMap's glyph → text entries (bfchar, and bfrange with a start value or an array). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // pdfkit writes a glyph of several letters as <0938 094d 0932>.
  const text = (hex: string) => String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(entry[1]!, 16), text(entry[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const first = parseInt(entry[1]!, 16);
      const last = parseInt(entry[2]!, 16);
      if (entry[3]!.startsWith('[')) {
        [...entry[3]!.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((value, index) => map.set(first + index, text(value[1]!)));
      } else {
        const start = parseInt(entry[3]!.slice(1, -1), 16);
        for (let code = first; code <= last; code++) map.set(code, String.fromCharCode(start + code - first));
      }
    }
  }
  return map;
}
