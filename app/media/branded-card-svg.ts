// The branded card of an article without a picture of its own: its title, section and score drawn on the site's
// colours, as an SVG that branded-card.server.ts turns into a PNG (1200 x 630, the Open Graph size).
import { escapeXml } from "~/seo/xml";

export const BRANDED_CARD_SIZE = { width: 1200, height: 630 } as const;
export const BRANDED_CARD_FONT_FAMILY = "Inter";

const TITLE_FONT_SIZE = 64;
const TITLE_LINE_HEIGHT = 76;
const TITLE_MAX_LINES = 4;
// Inter ExtraBold averages about 0.56 em per character; the text box is 1040 px wide.
const TITLE_CHARS_PER_LINE = Math.floor(1040 / (TITLE_FONT_SIZE * 0.56));
const ELLIPSIS = "…";

export interface TBrandedCardInput {
  title: string;
  sectionLabel: string;
  score: number | null;
  siteName: string;
}

/** Greedy word wrap to at most `maxLines` lines of `width` characters; the last line ends with … when cut. */
export function wrapTitle(title: string, width = TITLE_CHARS_PER_LINE, maxLines = TITLE_MAX_LINES): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of title.split(/\s+/)) {
    if (!word) continue;
    // A word longer than a line is cut into line-sized pieces.
    for (let piece = word; piece; piece = piece.slice(width)) {
      const part = piece.slice(0, width);
      if (!line) line = part;
      else if (line.length + 1 + part.length <= width) line = `${line} ${part}`;
      else {
        lines.push(line);
        line = part;
      }
      if (lines.length === maxLines) return cutLastLine(lines, width);
    }
  }
  if (line) lines.push(line);
  return lines.length > maxLines ? cutLastLine(lines.slice(0, maxLines), width) : lines;
}

function cutLastLine(lines: string[], width: number): string[] {
  const last = lines[lines.length - 1]!;
  lines[lines.length - 1] = `${last.slice(0, width - 1).trimEnd()}${ELLIPSIS}`;
  return lines;
}

export function buildBrandedCardSvg(input: TBrandedCardInput): string {
  const { width, height } = BRANDED_CARD_SIZE;
  const lines = wrapTitle(input.title);
  const titleTop = 250 - ((lines.length - 1) * TITLE_LINE_HEIGHT) / 2;
  const title = lines
    .map(
      (line, i) =>
        `<text x="80" y="${titleTop + i * TITLE_LINE_HEIGHT}" font-size="${TITLE_FONT_SIZE}" font-weight="800" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("");
  const score =
    input.score === null
      ? ""
      : `<rect x="900" y="500" width="220" height="70" rx="14" fill="#7c3aed"/>` +
        `<text x="1010" y="547" font-size="36" font-weight="800" fill="#ffffff" text-anchor="middle">${escapeXml(input.score.toFixed(1))}/10</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${BRANDED_CARD_FONT_FAMILY}">` +
    `<defs><linearGradient id="glow" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed" stop-opacity="0.55"/><stop offset="0.6" stop-color="#14141c" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="#0b0b0f"/>` +
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>` +
    `<rect x="0" y="0" width="12" height="${height}" fill="#8b5cf6"/>` +
    `<text x="80" y="110" font-size="28" font-weight="800" fill="#c4b5fd" letter-spacing="3">${escapeXml(input.sectionLabel.toUpperCase())}</text>` +
    title +
    `<text x="80" y="547" font-size="32" font-weight="800" fill="#a1a1aa">${escapeXml(input.siteName)}</text>` +
    score +
    `</svg>`
  );
}
