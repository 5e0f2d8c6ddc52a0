// Serves the fixture pages (shaped like real retailer, video, forum, news and SaaS pages) on loopback,
// plus the product pictures they name and misbehaving routes (slow, huge, redirecting, binary) for the page
// fetcher's tests.
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const PAGES_DIR = fileURLToPath(new URL("../fixtures/pages/", import.meta.url));

export type TFixtureHandler = (request: IncomingMessage, response: ServerResponse, url: URL) => void | Promise<void>;

export interface TFixtureSite {
  origin: string;
  /** An absolute URL on the fixture site. */
  url(path: string): string;
  /** FETCH_ORIGIN_OVERRIDES text mapping the real sites' origins to this site's folders. */
  originOverridesText: string;
  /** Paths requested so far (with query strings). */
  requests: string[];
  /** Adds or replaces a route for an exact path. */
  route(path: string, handler: TFixtureHandler): void;
  close(): Promise<void>;
}

export const FIXTURE_ORIGINS: Record<string, string> = {
  "https://www.amazon.com": "/amazon",
  "https://www.youtube.com": "/youtube",
  "https://www.reddit.com": "/reddit",
  "https://old.reddit.com": "/reddit",
  "https://www.theverge.com": "/news",
  "https://www.taskpilot.io": "/saas",
  // Where the pages' product pictures live: a generated article downloads its picture from there.
  "https://m.media-amazon.com": "/product-images",
  "https://cdn.vox-cdn.com": "/product-images",
  "https://i.ytimg.com": "/product-images",
};

const PRODUCT_PAGES: Record<string, string> = {
  B0AETHERX2: "amazon-product-aether-x2.html",
  B0KESTRELK: "amazon-product-kestrel-k9.html",
  B0CAPTCHA1: "amazon-robot-check.html",
};

async function sendFile(response: ServerResponse, file: string, contentType: string, status = 200): Promise<void> {
  const body = await readFile(`${PAGES_DIR}${file}`);
  response.writeHead(status, { "content-type": contentType, "content-length": body.byteLength });
  response.end(body);
}

const HTML = "text/html; charset=utf-8";

let productPhotoBytes: Promise<Buffer> | undefined;

/** A 600 x 600 product photo (the photograph tests/support/photo.ts starts from, cut square). */
function productPhoto(): Promise<Buffer> {
  productPhotoBytes ??= sharp(createRequire(import.meta.url).resolve("autocannon/test/j5.jpeg"))
    .resize(600, 600)
    .jpeg({ quality: 80 })
    .toBuffer();
  return productPhotoBytes;
}

async function serveFixture(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname;
  const product = /^\/amazon\/(?:[^/]+\/)?dp\/([A-Z0-9]{10})/.exec(path);
  if (product?.[1]) {
    if (product[1] === "B0BLOCKED5") {
      response.writeHead(503, { "content-type": HTML });
      response.end("<html><body>Sorry! Something went wrong on our end.</body></html>");
      return true;
    }
    const file = PRODUCT_PAGES[product[1]];
    if (!file) return false;
    await sendFile(response, file, HTML);
    return true;
  }
  if (path === "/youtube/watch") {
    await sendFile(response, "youtube-watch.html", HTML);
    return true;
  }
  if (path === "/youtube/api/timedtext") {
    if (url.searchParams.get("lang") !== "en") return false;
    await sendFile(response, "youtube-timedtext.xml", "text/xml; charset=UTF-8");
    return true;
  }
  if (/^\/reddit\/r\/[^/]+\/comments\/[^/]+/.test(path)) {
    if (path.endsWith(".json")) await sendFile(response, "reddit-thread.json", "application/json; charset=UTF-8");
    else if (path.includes("/comments/wifi77")) await sendFile(response, "reddit-shreddit-thread.html", HTML);
    else await sendFile(response, "reddit-old-thread.html", HTML);
    return true;
  }
  if (path.startsWith("/news/")) {
    await sendFile(response, "news-article.html", HTML);
    return true;
  }
  if (path === "/saas" || path === "/saas/") {
    await sendFile(response, "saas-landing.html", HTML);
    return true;
  }
  if (path === "/slow") {
    const ms = Number(url.searchParams.get("ms") ?? "5000");
    const timer = setTimeout(() => {
      response.writeHead(200, { "content-type": HTML });
      response.end("<html><body>finally</body></html>");
    }, ms);
    request.on("close", () => clearTimeout(timer));
    return true;
  }
  if (path === "/huge") {
    // Streamed without content-length, so the fetcher must count bytes as they arrive.
    const megabytes = Number(url.searchParams.get("mb") ?? "6");
    response.writeHead(200, { "content-type": HTML });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const push = () => {
      while (sent < megabytes * 16) {
        sent++;
        if (!response.write(chunk)) return void response.once("drain", push);
      }
      response.end();
    };
    response.on("close", () => {
      sent = Number.POSITIVE_INFINITY;
    });
    push();
    return true;
  }
  if (path === "/huge-declared") {
    response.writeHead(200, { "content-type": HTML, "content-length": String(50 * 1024 * 1024) });
    response.write("<html>");
    return true;
  }
  if (path === "/redirect") {
    response.writeHead(Number(url.searchParams.get("status") ?? "302"), {
      location: url.searchParams.get("to") ?? "/",
    });
    response.end();
    return true;
  }
  if (path === "/redirect-loop") {
    const hop = Number(url.searchParams.get("hop") ?? "0");
    response.writeHead(302, { location: `/redirect-loop?hop=${hop + 1}` });
    response.end();
    return true;
  }
  // Every picture the fixture pages name (FIXTURE_ORIGINS' CDNs, TaskPilot's og-card.png): one real JPEG.
  if (path.startsWith("/product-images/") || path === "/saas/og-card.png") {
    const body = await productPhoto();
    response.writeHead(200, { "content-type": "image/jpeg", "content-length": body.byteLength });
    response.end(body);
    return true;
  }
  if (path === "/image.png") {
    response.writeHead(200, { "content-type": "image/png" });
    response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    return true;
  }
  if (path === "/plain") {
    response.writeHead(200, { "content-type": HTML });
    response.end("<html><head><title>Plain</title></head><body><p>Hello from the fixture site.</p></body></html>");
    return true;
  }
  return false;
}

export async function startFixtureSite(): Promise<TFixtureSite> {
  const routes = new Map<string, TFixtureHandler>();
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fixture.local");
    requests.push(`${url.pathname}${url.search}`);
    try {
      const custom = routes.get(url.pathname);
      if (custom) return await custom(request, response, url);
      if (await serveFixture(request, response, url)) return;
      response.writeHead(404, { "content-type": HTML });
      response.end("<html><body>Not found</body></html>");
    } catch (error) {
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    originOverridesText: Object.entries(FIXTURE_ORIGINS)
      .map(([from, prefix]) => `${from}=${origin}${prefix}`)
      .join(","),
    requests,
    route: (path, handler) => void routes.set(path, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
