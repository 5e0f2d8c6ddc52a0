// HTML the editor's insert helpers produce (button, boxed highlight, video), written exactly as the sanitiser keeps it.
import { escapeHtmlAttribute, escapeHtmlText } from "./escape-html";
import { YOUTUBE_IFRAME_ALLOW } from "./sanitize";
import { isHttpUrl } from "~/lib/http-url";

export const DEFAULT_BUTTON_COLOR = "#8b5cf6";
export const DEFAULT_BOX_COLOR = "#10b981";
export const VIDEO_EMBED_WRAPPER_STYLE = "position:relative;padding-bottom:56.25%;height:0;overflow:hidden";
const VIDEO_IFRAME_STYLE = "position:absolute;top:0;left:0;width:100%;height:100%;border:0";

const VIDEO_ID_PATTERNS: readonly RegExp[] = [
  /^(?:https?:\/\/)?(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/watch\?(?:[^#]*&)?v=([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/i,
  /^(?:https?:\/\/)?youtu\.be\/([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/i,
  /^(?:https?:\/\/)?(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/(?:embed|v)\/([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/i,
];

/** The 11-character video id from the watch?v=, youtu.be/, /embed/ and /v/ forms, else null. */
export function extractYouTubeId(url: string): string | null {
  const trimmed = url.trim();
  for (const pattern of VIDEO_ID_PATTERNS) {
    const id = pattern.exec(trimmed)?.[1];
    if (id) return id;
  }
  return null;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function normalizeColor(color: string | undefined, fallback: string): string {
  const trimmed = color?.trim() ?? "";
  return HEX_COLOR.test(trimmed) ? trimmed.toLowerCase() : fallback;
}

function hexToRgba(hex: string, alpha: number): string {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  const [r, g, b] = [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

// What a button may point to: http(s) with a host, mailto/tel, or a path on this site.
function isInsertableUrl(url: string): boolean {
  if (url.startsWith("/") && !url.startsWith("//")) return true;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === "mailto:" || parsed.protocol === "tel:") return parsed.pathname !== "";
    return isHttpUrl(url);
  } catch {
    return false;
  }
}

export interface TButtonSnippet {
  text: string;
  url: string;
  color?: string;
}

/** 'Create Custom Button'. Null (nothing inserted) without text or a usable URL. */
export function buildButtonHtml({ text, url, color }: TButtonSnippet): string | null {
  const label = text.trim();
  const href = url.trim();
  if (label === "" || !isInsertableUrl(href)) return null;
  const background = normalizeColor(color, DEFAULT_BUTTON_COLOR);
  const style = `display:inline-block;background-color:${background};color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:600`;
  return `<a href="${escapeHtmlAttribute(href)}" style="${style}">${escapeHtmlText(label)}</a>`;
}

export interface TBoxSnippet {
  content: string;
  color?: string;
}

/** 'Create Boxed Highlight': the colour at 10% opacity behind, a 1px border of the colour. Null without content. */
export function buildBoxHtml({ content, color }: TBoxSnippet): string | null {
  const text = content.trim();
  if (text === "") return null;
  const border = normalizeColor(color, DEFAULT_BOX_COLOR);
  const style = `background-color:${hexToRgba(border, 0.1)};border:1px solid ${border};border-radius:8px;padding:16px;margin:16px 0`;
  return `<div style="${style}">${escapeHtmlText(text)}</div>`;
}

/** 'Embed Video': a 16:9 (56.25%) YouTube embed. Null when no video id can be read from the URL. */
export function buildVideoEmbedHtml(url: string): string | null {
  const id = extractYouTubeId(url);
  if (!id) return null;
  return (
    `<div style="${VIDEO_EMBED_WRAPPER_STYLE}">` +
    `<iframe src="https://www.youtube.com/embed/${id}" title="YouTube video" style="${VIDEO_IFRAME_STYLE}" ` +
    `allow="${YOUTUBE_IFRAME_ALLOW}" allowfullscreen loading="lazy"></iframe></div>`
  );
}

/** The alert the editor shows when buildVideoEmbedHtml returns null. */
export const INVALID_VIDEO_URL_MESSAGE = "Please enter a valid YouTube URL";
