/** Text in the pictures' SVG: escaped, and laid out by an estimate of its width (no font metrics here). */

/** The font stack: system fonts only, as a picture shown through `<img>` cannot load web fonts. */
export const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const escapeXml = (s: string): string =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** Removes characters that XML 1.0 does not allow at all (escaping cannot make them valid). */
export const xmlSafe = (s: string): string =>
  // eslint-disable-next-line no-control-regex
  s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

/**
 * Width of `text` in bold sans-serif at `size` px, from DejaVu Sans Bold's advances (the widest of
 * the usual system fonts, and Debian's), plus 5 %: an overestimate elsewhere, so the text fits.
 */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ') em += 0.36;
    else if (/[il.,:;'!|]/.test(ch)) em += 0.36;
    else if (/[jftr()[\]-]/.test(ch)) em += 0.5;
    else if (/[mwMW@%]/.test(ch)) em += 1.02;
    else if (/[A-Z0-9&#]/.test(ch)) em += 0.78;
    else em += 0.66;
  }
  return em * size * 1.05;
}

/**
 * Breaks `text` at its spaces (not at no-break spaces) into at most `maxLines` lines of at most
 * `maxWidth`; null when it does not fit.
 */
export function wrap(text: string, size: number, maxWidth: number, maxLines: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size) <= maxWidth) line = candidate;
    else {
      if (!line || textWidth(word, size) > maxWidth) return null;
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

/** Cuts `text` to fit `maxWidth` on one line, ending it with an ellipsis. */
function cut(text: string, size: number, maxWidth: number): string {
  let out = text;
  while (out.length > 1 && textWidth(`${out}…`, size) > maxWidth) out = out.slice(0, -1);
  return `${out.trimEnd()}…`;
}

/** The largest of `sizes` at which `text` fits; at the smallest, what does not fit is cut. */
export function fitText(
  raw: string,
  sizes: readonly number[],
  maxWidth: number,
  maxLines: number,
): { size: number; lines: string[] } {
  const text = raw.replace(/[\t\n\r\f\v]+/g, ' ').trim();
  for (const size of sizes) {
    const lines = wrap(text, size, maxWidth, maxLines);
    if (lines) return { size, lines };
  }
  const size = sizes[sizes.length - 1] ?? 24;
  const lines: string[] = [];
  let rest = text;
  while (rest && lines.length < maxLines) {
    const words = rest.split(/ +/).filter(Boolean);
    let line = '';
    let used = 0;
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, size) > maxWidth) break;
      line = candidate;
      used += 1;
    }
    if (lines.length === maxLines - 1 || used === 0) {
      lines.push(textWidth(rest, size) <= maxWidth ? rest : cut(rest, size, maxWidth));
      break;
    }
    lines.push(line);
    rest = words.slice(used).join(' ');
  }
  return { size, lines };
}

/** `<text>` lines at `x` from the first baseline `y`, `lineHeight` apart. */
export function textLines(lines: string[], x: number, y: number, lineHeight: number, attributes: string): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${Math.round(y + i * lineHeight)}" ${attributes}>${escapeXml(xmlSafe(line))}</text>`,
    )
    .join('');
}
