import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureSite, type TFixtureSite } from "../../tests/support/fixture-site";
import { FetchPageError } from "./errors";
import { createPageFetcher, parseAllowPrivate, parseOriginOverrides, type TPageFetcher } from "./page-fetcher.server";

let site: TFixtureSite;
let open: TPageFetcher; // allowed to reach the fixture site on 127.0.0.1
let strict: TPageFetcher; // the production default: no private addresses at all

async function fetchError(promise: Promise<unknown>): Promise<FetchPageError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FetchPageError);
  return error as FetchPageError;
}

beforeAll(async () => {
  site = await startFixtureSite();
  open = createPageFetcher({
    allowPrivate: ["127.0.0.1"],
    originOverrides: parseOriginOverrides(site.originOverridesText),
    proxy: {},
  });
  strict = createPageFetcher({ proxy: {} });
});

afterAll(async () => {
  await open.close();
  await strict.close();
  await site.close();
});

describe("createPageFetcher", () => {
  it("fetches a page with browser-like headers", async () => {
    let headers: Record<string, string | string[] | undefined> = {};
    site.route("/headers", (request, response) => {
      headers = request.headers;
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<p>ok</p>");
    });
    const page = await open(site.url("/headers"));
    expect(page).toMatchObject({
      status: 200,
      html: "<p>ok</p>",
      url: site.url("/headers"),
      finalUrl: site.url("/headers"),
    });
    expect(headers["user-agent"]).toMatch(/Mozilla\/5\.0 .*Chrome\//);
    expect(headers.accept).toContain("text/html");
    expect(headers["accept-language"]).toContain("en-US");
  });

  it("rewrites origins like a hosts file and reports the public address", async () => {
    const page = await open("https://www.amazon.com/dp/B0AETHERX2?th=1");
    expect(page.html).toContain('id="productTitle"');
    expect(page.finalUrl).toBe("https://www.amazon.com/dp/B0AETHERX2?th=1");
    expect(site.requests).toContain("/amazon/dp/B0AETHERX2?th=1");
  });

  it("follows redirects and maps the final address back through the overrides", async () => {
    const page = await open(site.url(`/redirect?to=${encodeURIComponent("/news/aether-x3-delay")}`));
    expect(page.finalUrl).toBe("https://www.theverge.com/aether-x3-delay");
    expect(page.html).toContain("Aether delays its X3");
  });

  it("gives up after 5 redirects", async () => {
    const error = await fetchError(open(site.url("/redirect-loop")));
    expect(error.code).toBe("http_status");
    expect(error.message).toContain("redirected more than 5 times");
  });

  it.each([
    ["not a url", "invalid_url"],
    ["ftp://example.com/file", "invalid_url"],
    ["file:///etc/passwd", "invalid_url"],
  ])("refuses %s", async (url, code) => {
    expect((await fetchError(strict(url))).code).toBe(code);
  });

  it.each([
    ["http://127.0.0.1/", "a loopback address"],
    ["http://10.0.0.1/", "a private network address"],
    ["http://169.254.169.254/latest/meta-data/", "a link-local address"],
    ["http://[::1]/", "a loopback address"],
    ["http://[fd00::1]/", "a unique-local (private) address"],
    ["http://[::ffff:127.0.0.1]/", "an IPv4-mapped address"],
    ["http://100.64.0.1/", "a carrier-grade NAT address"],
    ["http://0.0.0.0/", "an unspecified address"],
  ])("refuses the private address %s", async (url, reason) => {
    const error = await fetchError(strict(url));
    expect(error.code).toBe("blocked_address");
    expect(error.message).toContain(reason);
    expect(error.message).toContain("Only public web pages can be used as sources.");
  });

  it("refuses a name that resolves to a loopback address (checked after DNS resolution)", async () => {
    const port = new URL(site.origin).port;
    const error = await fetchError(strict(`http://localhost:${port}/plain`));
    expect(error.code).toBe("blocked_address");
    expect(error.message).toMatch(/localhost \((127\.0\.0\.1|::1)\) is a loopback address/);
  });

  it("refuses a redirect from an allowed host to a private one", async () => {
    const toMetadata = site.url(`/redirect?to=${encodeURIComponent("http://169.254.169.254/latest/meta-data/")}`);
    const error = await fetchError(open(toMetadata));
    expect(error.code).toBe("blocked_address");
    expect(error.url).toBe("http://169.254.169.254/latest/meta-data/");

    // Allowed by host name only: the redirect to the bare loopback address is refused.
    const port = new URL(site.origin).port;
    const byName = createPageFetcher({ allowPrivate: ["localhost"], proxy: {} });
    try {
      expect((await byName(`http://localhost:${port}/plain`)).html).toContain("Hello from the fixture site");
      const error2 = await fetchError(
        byName(`http://localhost:${port}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${port}/plain`)}`),
      );
      expect(error2.code).toBe("blocked_address");
    } finally {
      await byName.close();
    }
  });

  it("still refuses a literal private address when a proxy is configured", async () => {
    const proxied = createPageFetcher({ proxy: { httpProxy: "http://127.0.0.1:9", httpsProxy: "http://127.0.0.1:9" } });
    try {
      expect((await fetchError(proxied("http://10.1.2.3/"))).code).toBe("blocked_address");
      expect((await fetchError(proxied("http://localhost/"))).code).toBe("blocked_address");
    } finally {
      await proxied.close();
    }
  });

  it("reports an unreachable site as a network error", async () => {
    const closed = await startFixtureSite();
    const url = closed.url("/plain");
    await closed.close();
    const error = await fetchError(open(url));
    expect(error.code).toBe("network");
    expect(error.message).toBe(`Could not reach ${url}: the connection was refused.`);
  });

  it("reports HTTP errors with their status", async () => {
    const error = await fetchError(open(site.url("/nothing-here")));
    expect(error).toMatchObject({ code: "http_status", status: 404 });
    expect(error.message).toContain("answered HTTP 404 (Not Found)");
  });

  it("stops reading a page beyond the size cap", async () => {
    const streamed = await fetchError(open(site.url("/huge?mb=6")));
    expect(streamed.code).toBe("too_large");
    expect(streamed.message).toContain("larger than 5 MB");
    const small = createPageFetcher({ allowPrivate: ["127.0.0.1"], maxBytes: 1024, proxy: {} });
    try {
      expect((await fetchError(small(site.url("/huge-declared")))).code).toBe("too_large");
    } finally {
      await small.close();
    }
  });

  it("times out a slow page", async () => {
    const quick = createPageFetcher({ allowPrivate: ["127.0.0.1"], timeoutMs: 200, proxy: {} });
    try {
      const started = Date.now();
      const error = await fetchError(quick(site.url("/slow?ms=5000")));
      expect(error.code).toBe("timeout");
      expect(error.message).toContain("did not answer within 0.2 seconds");
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await quick.close();
    }
  });

  it("refuses content that is not a web page", async () => {
    const error = await fetchError(open(site.url("/image.png")));
    expect(error.code).toBe("unsupported_content");
    expect(error.message).toContain("image/png");
  });
});

describe("configuration parsing", () => {
  it("parses FETCH_ORIGIN_OVERRIDES and FETCH_ALLOW_PRIVATE", () => {
    const overrides = parseOriginOverrides(
      "https://www.amazon.com=http://127.0.0.1:4567/amazon, https://www.youtube.com=http://127.0.0.1:4567/youtube",
    );
    expect(overrides.map((o) => [o.from, o.to.href])).toEqual([
      ["https://www.amazon.com", "http://127.0.0.1:4567/amazon"],
      ["https://www.youtube.com", "http://127.0.0.1:4567/youtube"],
    ]);
    expect(parseOriginOverrides(undefined)).toEqual([]);
    expect(() => parseOriginOverrides("nonsense")).toThrow(/FETCH_ORIGIN_OVERRIDES/);
    expect(parseAllowPrivate(" 127.0.0.1, 10.0.0.0/8 ,,intranet.local ")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "intranet.local",
    ]);
  });
});

describe("a kept-alive connection the server closes", () => {
  // A real server that, like one with a short keep-alive, closes a connection as a second request arrives on it:
  // the request dies with UND_ERR_SOCKET ("other side closed") before any answer.
  async function startClosingServer(closeEvery: "reused" | "all") {
    const { createServer } = await import("node:http");
    const served = new WeakSet<object>();
    let requests = 0;
    const server = createServer((request, response) => {
      requests++;
      if (closeEvery === "all" || served.has(request.socket)) {
        request.socket.destroy();
        return;
      }
      served.add(request.socket);
      response.writeHead(200, { "content-type": "text/html", connection: "keep-alive" });
      response.end("<p>fresh</p>");
    });
    server.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    return {
      url: `http://127.0.0.1:${port}/page`,
      requests: () => requests,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it("retries once on a fresh connection, so both products on one host are read", async () => {
    const server = await startClosingServer("reused");
    const fetcher = createPageFetcher({ allowPrivate: ["127.0.0.1"], proxy: {} });
    try {
      // Pages fetched one after another go out on kept-alive connections as soon as the pool has an idle one; the
      // server closes each reused connection, so every such fetch is retried on a fresh connection and succeeds.
      let fetches = 0;
      while (server.requests() === fetches && fetches < 8) {
        expect((await fetcher(server.url)).html).toBe("<p>fresh</p>");
        fetches++;
      }
      expect(server.requests()).toBe(fetches + 1);
    } finally {
      await fetcher.close();
      await server.close();
    }
  });

  it("retries only once: a server that always closes is reported as a network error", async () => {
    const server = await startClosingServer("all");
    const fetcher = createPageFetcher({ allowPrivate: ["127.0.0.1"], proxy: {} });
    try {
      const error = await fetchError(fetcher(server.url));
      expect(error.code).toBe("network");
      expect(error.message).toMatch(/^Could not reach http:\/\/127\.0\.0\.1:\d+\/page: /);
      expect(server.requests()).toBe(2);
    } finally {
      await fetcher.close();
      await server.close();
    }
  });
});
