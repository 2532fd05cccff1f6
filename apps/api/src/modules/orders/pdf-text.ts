import bidiFactory from 'bidi-js';

/**
 * Text for PDF pages in any of the shop's languages (decision 012): Arabic letters joined
 * (presentation forms) and every line laid out by the Unicode bidirectional algorithm.
 *
 * PDFKit draws a run with fontkit, which joins Arabic glyphs and turns an Arabic run right to
 * left, but neither reorders a line that mixes directions nor keeps a text extractor able to read
 * the words back (a lam-alef ligature read back as alef-lam). So a line is cut here into runs of
 * one direction, placed by the bidi algorithm, and each Arabic word is written in presentation
 * forms, one word per text operation, in reading order: a PDF reader (or a test) copying the text
 * gets the words as written.
 */

const bidi = bidiFactory();

/** Each Arabic letter's forms in the Presentation Forms-B block: isolated, final, initial, medial. */
const FORMS = new Map<string, string[]>();
{
  // The block lists each letter's forms one after the other (isolated, final[, initial, medial]);
  // NFKC maps each form back to its letter, which tells where one letter's forms end.
  let code = 0xfe80;
  while (code <= 0xfefc) {
    const letter = String.fromCodePoint(code).normalize('NFKC');
    let count = 1;
    while (
      code + count <= 0xfefc &&
      String.fromCodePoint(code + count).normalize('NFKC') === letter
    )
      count++;
    FORMS.set(
      letter,
      Array.from({ length: count }, (_, i) => String.fromCodePoint(code + i)),
    );
    code += count;
  }
}

const TATWEEL = '\u0640';
const LAM = '\u0644';
/** Harakat and other marks: they sit on a letter and do not break its joining. */
const isMark = (char: string) => /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/u.test(char);

/** D joins on both sides, R only to the letter before it, U to neither; null: not Arabic. */
function joiningOf(char: string | undefined): 'D' | 'R' | 'U' | null {
  if (char === undefined) return null;
  if (char === TATWEEL) return 'D';
  const forms = FORMS.get(char);
  if (!forms) return null;
  return forms.length === 4 ? 'D' : forms.length === 2 ? 'R' : 'U';
}

/**
 * Arabic letters in their joined forms (logical order kept); lam followed by alef becomes the
 * lam-alef ligature. Other text is left as it is.
 */
export function shapeArabic(text: string): string {
  const chars = [...text];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    const joining = joiningOf(char);
    if (joining === null || joining === 'U' || char === TATWEEL) {
      out += char;
      continue;
    }
    let before = i - 1;
    while (before >= 0 && isMark(chars[before]!)) before--;
    const joinsBefore = before >= 0 && joiningOf(chars[before]) === 'D';
    let after = i + 1;
    while (after < chars.length && isMark(chars[after]!)) after++;
    const next = chars[after];
    const ligature = char === LAM && next !== undefined ? FORMS.get(LAM + next) : undefined;
    if (ligature) {
      out += ligature[joinsBefore ? 1 : 0]! + chars.slice(i + 1, after).join('');
      i = after;
      continue;
    }
    const nextJoining = joiningOf(next);
    const joinsAfter = joining === 'D' && (nextJoining === 'D' || nextJoining === 'R');
    const forms = FORMS.get(char)!;
    out += forms[joinsBefore && joinsAfter ? 3 : joinsBefore ? 1 : joinsAfter ? 2 : 0];
  }
  return out;
}

const STRONG_RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
export const hasRtl = (text: string) => STRONG_RTL.test(text);

/** Keeps an amount, a number or a code in one left-to-right piece inside Arabic text. */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;
/** Text typed by someone (a name, an address): its own first letter decides its direction. */
export const isolateAuto = (text: string) => `\u2068${text}\u2069`;
const ISOLATES = /[\u2066-\u2069]/gu;

export type Direction = 'ltr' | 'rtl';

/** A piece of a line in one direction, with its place from the line's start edge. */
export type Piece = { text: string; rtl: boolean };

/**
 * The line's runs of one direction in logical order, each with `visualIndex`: its place from the
 * left once the bidi algorithm has reordered the line.
 */
export function bidiRuns(line: string, direction: Direction): (Piece & { visualIndex: number })[] {
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  const runs: { text: string; level: number }[] = [];
  let start = 0;
  for (let i = 1; i <= line.length; i++) {
    if (i === line.length || levels[i] !== levels[start]) {
      runs.push({ text: line.slice(start, i), level: levels[start]! });
      start = i;
    }
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs
  // at that level or above.
  const order = runs.map((_, index) => index);
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 ? run.level : run.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length;) {
      if (runs[order[i]!]!.level < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < order.length && runs[order[end]!]!.level >= level) end++;
      order.splice(i, end - i, ...order.slice(i, end).reverse());
      i = end;
    }
  }
  const visualIndex = new Map(order.map((runIndex, place) => [runIndex, place]));
  return runs
    .map((run, index) => ({
      text: run.text.replace(ISOLATES, ''),
      rtl: run.level % 2 === 1,
      visualIndex: visualIndex.get(index)!,
    }))
    .filter((run) => run.text.length > 0);
}
