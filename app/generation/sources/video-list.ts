// A list of videos (a playlist, a channel's or a talks site's page of videos): four tiles or more, each a link to a
// video's page of its own that shows the video's length ("3:27", "1:02:45") on an element of its own, on a page without
// an article's prose that says it lists videos: a title's part or a main heading naming a playlist or videos
// ("Playlist (8 talks): …", "Videos", "Wiedergabeliste"), or data listing four videos or more. A video's own page (its
// data names its heading as the video's) is asked before this, whatever it shows beside the video; a story's page
// showing other videos beside its text has its prose; a news portal's times of day name no playlist.
import { elementsUnder, normalizeText, ownTextOf, readJsonLd, SITE_FURNITURE, textOf } from "./html-document.server";
import type { TPageWalk } from "./wrong-kind-page";

// What a page of videos is called, alone or before what it holds ("Playlist (8 talks): Talks to form better habits").
const VIDEOS_NAME =
  /^(?:(?:video )?playlists?|videos?|all videos|latest videos|wiedergabeliste|videos?liste|liste de lecture|vidéos|lista de reproducci[oó]n|v[ií]deos|playlist video|плейлист|видео|播放列表|视频|再生リスト|動画|재생목록|동영상)(?:\s?\(\d{1,5}[^)]{0,20}\))?(?:\s?:.{0,200})?$/i;
const NAME_TEXT = 200;
const TITLE_SEPARATOR = /\s[|–—·/\-»]\s|[|·»]/;
// A video's length alone on its element.
const LENGTH = /^(?:\d{1,2}:)?\d{1,2}:\d{2}$/;
const LENGTH_TEXT = 10;
// A tile is the length's link or the block (a few levels up) that holds the link.
const TILE_LEVELS = 3;
const TILE_ELEMENTS = 60;
const LENGTHS_READ = 300;
const TILES_OF_A_LIST = 4;
const VIDEOS_IN_DATA = 4;
const DATA_ITEMS_READ = 500;
const NOT_CONTENT = SITE_FURNITURE;

function isVideoType(type: unknown): boolean {
  const list = Array.isArray(type) ? type : [type];
  return list.some((entry) => typeof entry === "string" && /^(?:https?:\/\/schema\.org\/)?VideoObject$/i.test(entry));
}

/** Whether the page's data lists four videos or more (an ItemList of videos, or VideoObject items of its own). */
function dataListsVideos(document: Document, elements: readonly Element[]): boolean {
  let videos = 0;
  for (const item of readJsonLd(document).slice(0, DATA_ITEMS_READ)) {
    if (isVideoType(item["@type"])) videos++;
    const list = Array.isArray(item.itemListElement) ? item.itemListElement : [];
    for (const entry of list.slice(0, DATA_ITEMS_READ)) {
      const inner = entry && typeof entry === "object" ? (entry as Record<string, unknown>) : undefined;
      const listed = inner?.item && typeof inner.item === "object" ? (inner.item as Record<string, unknown>) : inner;
      if (listed && isVideoType(listed["@type"])) videos++;
    }
    if (videos >= VIDEOS_IN_DATA) return true;
  }
  for (const element of elements) {
    const type = element.getAttribute("itemtype");
    if (type !== null && /VideoObject$/i.test(type.trim()) && ++videos >= VIDEOS_IN_DATA) return true;
  }
  return false;
}

/** Whether the page's title or first main heading names it a playlist or a page of videos. */
function namedAsVideos(document: Document, elements: readonly Element[]): boolean {
  const parts = normalizeText(document.title.slice(0, NAME_TEXT)).split(TITLE_SEPARATOR);
  const heading = elements.find((element) => /^h[12]$/.test(element.localName) && !element.closest(NOT_CONTENT));
  const names = [...parts, heading ? textOf(heading).slice(0, NAME_TEXT) : ""];
  return names.some((name) => VIDEOS_NAME.test(normalizeText(name)));
}

/** The address of the video's page a length belongs to: the link holding it, or the link in its tile. */
function tileAddress(length: Element, page: URL): string | undefined {
  let link: Element | null = length.closest("a");
  for (let block = length.parentElement, level = 0; !link && block && level < TILE_LEVELS; level++) {
    link = elementsUnder(block, TILE_ELEMENTS).find((element) => element.localName === "a") ?? null;
    block = block.parentElement;
  }
  const href = link?.getAttribute("href");
  if (!href || !URL.canParse(href, page)) return undefined;
  const target = new URL(href, page);
  const address = `${target.origin}${target.pathname}${target.search}`;
  return address === `${page.origin}${page.pathname}${page.search}` ? undefined : address;
}

/** Whether the page is a list of videos (see the module's head). */
export function listsVideos(document: Document, pageUrl: string, walk: TPageWalk): boolean {
  if (walk.prose || !URL.canParse(pageUrl)) return false;
  if (!namedAsVideos(document, walk.elements) && !dataListsVideos(document, walk.elements)) return false;
  const page = new URL(pageUrl);
  const addresses = new Set<string>();
  let lengths = 0;
  for (const element of walk.elements) {
    const text = ownTextOf(element, LENGTH_TEXT + 1);
    if (!text || text.length > LENGTH_TEXT || !LENGTH.test(text) || element.closest(NOT_CONTENT)) continue;
    if (++lengths > LENGTHS_READ) break;
    const address = tileAddress(element, page);
    if (address) addresses.add(address);
    if (addresses.size >= TILES_OF_A_LIST) return true;
  }
  return false;
}
