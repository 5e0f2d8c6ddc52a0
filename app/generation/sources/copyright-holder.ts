// The holder a page's copyright line names: "© 2004 — 2014 ACME DEV.", "Copyright (c) 2015 Acme Technologies, Ltd.",
// "Copyright © 데일리안. 무단전재 및 재배포 금지." (a portal's copy of a newspaper's story, the newspaper its holder).
import { normalizeText } from "./html-document.server";
import { foldBrand } from "./name-brand";

// The holder after the sign and years.
const COPYRIGHT =
  /(?:©|&copy;|\(c\)|copyright)\s*(?:(?:19|20)\d{2}(?:\s*[-–—]\s*(?:19|20)\d{2})?\s*)?(?:by\s+)?([\p{L}\p{N}][\p{L}\p{N} .&'-]{0,40}?)(?:\s*[,.|]|\s+(?:ltd|llc|gmbh|all rights)\b|$)/iu;
const COPYRIGHT_LINES_READ = 5_000;
// The copyright lines read for their holders, at most (a page with a line under each of its stories' teasers).
const HOLDERS_READ = 20;

/** The holders of the page's copyright lines, in page order ("Acme Technologies" of "© 2015 Acme Technologies,
 * Ltd."). Bounded: 5,000 text nodes, 200 characters of each, 20 holders. */
export function copyrightHolders(document: Document): string[] {
  if (!document.body) return [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const holders: string[] = [];
  let read = 0;
  for (let node = walker.nextNode(); node && read < COPYRIGHT_LINES_READ; node = walker.nextNode(), read++) {
    const text = normalizeText((node.nodeValue ?? "").slice(0, 200));
    if (!/©|\(c\)|copyright/i.test(text)) continue;
    const holder = normalizeText(COPYRIGHT.exec(text)?.[1]);
    if (holder && !/^(?:all rights|\d)/i.test(holder)) holders.push(holder);
    if (holders.length >= HOLDERS_READ) break;
  }
  return holders;
}

/** The holder of the page's first copyright line. */
export function copyrightHolder(document: Document): string | undefined {
  return copyrightHolders(document)[0];
}

/** Whether a name is one of the holders of the page's copyright lines (see copyrightHolders): the publisher, not a
 * writer. */
export function holdsTheCopyright(holders: readonly string[], name: string): boolean {
  const folded = foldBrand(name.slice(0, 200));
  return folded.length > 1 && holders.some((holder) => foldBrand(holder) === folded);
}
