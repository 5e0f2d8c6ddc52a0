// Reads a video (YouTube-style) watch page: title, channel, description and, when the page lists
// caption tracks, the transcript fetched from the track's timedtext address.
import type { TFetchPage } from "../page-fetcher.server";
import { FetchPageError } from "../errors";
import {
  decodeEntities,
  dig,
  digString,
  extractAssignedJson,
  metaContent,
  normalizeText,
  textOf,
  withDocument,
} from "./html-document.server";

export interface TVideoFacts {
  url: string;
  videoId?: string;
  title: string;
  channel?: string;
  description?: string;
  publishedAt?: string;
  lengthSeconds?: number;
  viewCount?: number;
  thumbnailUrl?: string;
  /** The site's category of the video ("Science & Technology", "Shows", "Music"). */
  category?: string;
  captionTrackUrl?: string;
  transcript?: string;
  /** Why no transcript is included ("No transcript: …"), whenever there is none. */
  transcriptNote?: string;
}

export const NO_CAPTIONS_NOTE = "No transcript: the video lists no captions.";

/** ISO 8601 durations as microdata gives them: "PT48M17S", "PT1H2M", "PT13416M40S". */
export function parseIsoDuration(text: string | undefined): number | undefined {
  const match = /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/i.exec(text?.trim() ?? "");
  if (!match) return undefined;
  const [, days, hours, minutes, seconds] = match;
  const total =
    Number(days ?? 0) * 86_400 +
    Number(hours ?? 0) * 3_600 +
    Number(minutes ?? 0) * 60 +
    Math.round(Number(seconds ?? 0));
  return total > 0 ? total : undefined;
}

function microdata(document: Document, name: string): string | undefined {
  const element = document.querySelector(`[itemprop="${name}"]`);
  return (
    normalizeText(element?.getAttribute("content") ?? element?.getAttribute("href") ?? element?.textContent) ||
    undefined
  );
}

export function extractVideoId(url: string): string | undefined {
  return /(?:youtu\.be\/|[?&]v=|\/embed\/|\/v\/|\/shorts\/|\/live\/)([\w-]{11})(?![\w-])/.exec(url)?.[1];
}

interface TCaptionTrack {
  baseUrl: string;
  languageCode: string;
  kind?: string;
}

function pickCaptionTrack(playerResponse: unknown): TCaptionTrack | undefined {
  const tracks = dig(playerResponse, "captions", "playerCaptionsTracklistRenderer", "captionTracks");
  if (!Array.isArray(tracks)) return undefined;
  const parsed = tracks
    .map((track): TCaptionTrack | undefined => {
      const baseUrl = digString(track, "baseUrl");
      if (!baseUrl) return undefined;
      const kind = digString(track, "kind");
      return { baseUrl, languageCode: digString(track, "languageCode") ?? "", ...(kind ? { kind } : {}) };
    })
    .filter((track): track is TCaptionTrack => Boolean(track));
  const english = (track: TCaptionTrack) => track.languageCode.toLowerCase().startsWith("en");
  return parsed.find((t) => english(t) && t.kind !== "asr") ?? parsed.find(english) ?? parsed[0];
}

function positiveNumber(text: string | undefined): number | undefined {
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Reads the watch page itself; the transcript is a second request (see readTranscript). */
export function readVideoPage(html: string, pageUrl: string): TVideoFacts {
  const player = extractAssignedJson(html, "ytInitialPlayerResponse");
  return withDocument(html, pageUrl, (document) => {
    const title =
      digString(player, "videoDetails", "title") ??
      metaContent(document, "og:title", "twitter:title", "title") ??
      textOf(document.querySelector("title")).replace(/\s*-\s*YouTube$/i, "");
    const channel =
      digString(player, "videoDetails", "author") ??
      (normalizeText(document.querySelector('[itemprop="author"] link[itemprop="name"]')?.getAttribute("content")) ||
        normalizeText(
          document.querySelector('span[itemprop="author"] link[itemprop="name"]')?.getAttribute("content"),
        ) ||
        textOf(document.querySelector("#owner #channel-name a, ytd-channel-name a")) ||
        undefined);
    const description =
      digString(player, "videoDetails", "shortDescription") ?? metaContent(document, "og:description", "description");
    const publishedAt =
      digString(player, "microformat", "playerMicroformatRenderer", "publishDate") ??
      metaContent(document, "datePublished", "uploadDate");
    const videoId =
      digString(player, "videoDetails", "videoId") ?? microdata(document, "videoId") ?? extractVideoId(pageUrl);
    // The player data when the page has it; the schema.org VideoObject microdata otherwise (older layouts).
    const lengthSeconds =
      positiveNumber(digString(player, "videoDetails", "lengthSeconds")) ??
      parseIsoDuration(microdata(document, "duration"));
    const viewCount =
      positiveNumber(digString(player, "videoDetails", "viewCount")) ??
      positiveNumber(microdata(document, "interactionCount")?.replace(/[^\d]/g, ""));
    const category =
      digString(player, "microformat", "playerMicroformatRenderer", "category") ?? microdata(document, "genre");
    const thumbnailUrl = metaContent(document, "og:image") ?? microdata(document, "thumbnailUrl");
    const track = pickCaptionTrack(player);
    return {
      url: pageUrl,
      ...(videoId ? { videoId } : {}),
      title: title || "Untitled video",
      ...(channel ? { channel } : {}),
      ...(description ? { description } : {}),
      ...(publishedAt ? { publishedAt } : {}),
      ...(lengthSeconds ? { lengthSeconds } : {}),
      ...(viewCount ? { viewCount } : {}),
      ...(thumbnailUrl ? { thumbnailUrl } : {}),
      ...(category ? { category: decodeEntities(category) } : {}),
      ...(track ? { captionTrackUrl: new URL(track.baseUrl, pageUrl).href } : { transcriptNote: NO_CAPTIONS_NOTE }),
    };
  });
}

/** Text of a timedtext caption file (format 1 `<text>` or format 3 `<p>` cues). Linear: each cue's end is
 * looked up once, forward, and the scan resumes after it. */
export function parseTimedText(xml: string): string {
  const cues: string[] = [];
  const opening = /<(text|p)\b[^<>]*>/g;
  for (let match = opening.exec(xml); match; match = opening.exec(xml)) {
    const start = match.index + match[0].length;
    const end = xml.indexOf(`</${match[1]}>`, start);
    if (end < 0) break;
    opening.lastIndex = end;
    // Entities are often encoded twice (&amp;#39;, &amp;lt;i&amp;gt;) and format 3 wraps words in <s> tags: markup
    // is removed after decoding, so encoded tags (<i>, <font>) go too.
    const text = normalizeText(decodeEntities(decodeEntities(xml.slice(start, end))).replace(/<[^<>]*>/g, ""));
    if (text && cues.at(-1) !== text) cues.push(text);
  }
  return cues.join(" ").replace(/\s+/g, " ").trim();
}

/** Adds the transcript to a watch page's facts when a caption track is listed (a second, small request). */
export async function readTranscript(
  fetchPage: TFetchPage,
  facts: TVideoFacts,
  signal?: AbortSignal,
): Promise<TVideoFacts> {
  if (!facts.captionTrackUrl) return facts;
  try {
    const captions = await fetchPage(facts.captionTrackUrl, {
      accept: "text/xml,application/xml;q=0.9,*/*;q=0.5",
      ...(signal ? { signal } : {}),
    });
    const transcript = parseTimedText(captions.html);
    return transcript
      ? { ...facts, transcript }
      : { ...facts, transcriptNote: "No transcript: the caption track was empty." };
  } catch (error) {
    if (!(error instanceof FetchPageError)) throw error;
    // The transcript enriches the facts; the page itself was read, so the generation goes on without it. The
    // caption address (long and signed) is no fact for the article: only the reason is kept.
    const reason = error.status ? `HTTP ${error.status}` : error.code.replace(/_/g, " ");
    return { ...facts, transcriptNote: `No transcript: the captions could not be fetched (${reason}).` };
  }
}
