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
  captionTrackUrl?: string;
  transcript?: string;
  /** Why no transcript is included, when a track was listed but could not be read. */
  transcriptNote?: string;
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

/** Reads the watch page itself; the transcript is a second request (see readVideo). */
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
    const videoId = digString(player, "videoDetails", "videoId") ?? extractVideoId(pageUrl);
    const lengthSeconds = positiveNumber(digString(player, "videoDetails", "lengthSeconds"));
    const viewCount = positiveNumber(digString(player, "videoDetails", "viewCount"));
    const thumbnailUrl = metaContent(document, "og:image");
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
      ...(track ? { captionTrackUrl: new URL(track.baseUrl, pageUrl).href } : {}),
    };
  });
}

/** Text of a timedtext caption file (format 1 `<text>` or format 3 `<p>` cues). */
export function parseTimedText(xml: string): string {
  const cues: string[] = [];
  for (const match of xml.matchAll(/<(text|p)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    // Entities are often encoded twice (&amp;#39;), and format 3 wraps words in <s> tags.
    const text = normalizeText(decodeEntities(decodeEntities((match[2] ?? "").replace(/<[^>]+>/g, ""))));
    if (text && cues.at(-1) !== text) cues.push(text);
  }
  return cues.join(" ").replace(/\s+/g, " ").trim();
}

/** Reads a fetched watch page and, when a caption track is listed, its transcript. */
export async function readVideo(
  fetchPage: TFetchPage,
  html: string,
  pageUrl: string,
  signal?: AbortSignal,
): Promise<TVideoFacts> {
  const facts = readVideoPage(html, pageUrl);
  if (!facts.captionTrackUrl) return facts;
  try {
    const captions = await fetchPage(facts.captionTrackUrl, {
      accept: "text/xml,application/xml;q=0.9,*/*;q=0.5",
      ...(signal ? { signal } : {}),
    });
    const transcript = parseTimedText(captions.html);
    return transcript ? { ...facts, transcript } : { ...facts, transcriptNote: "The caption track was empty." };
  } catch (error) {
    if (!(error instanceof FetchPageError)) throw error;
    // The transcript enriches the facts; the page itself was read, so the generation goes on without it.
    return { ...facts, transcriptNote: `The transcript could not be fetched: ${error.message}` };
  }
}
