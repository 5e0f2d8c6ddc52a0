// The credit line of an article's source: who published it, linked, with the day when the page says.
import { describe, expect, it } from "vitest";
import { sourceCreditLine } from "./source-credit";
import type { TSourceFacts } from "./sources/read-source.server";

describe("source credit", () => {
  it("names the news site, the thread's community, the software's site, with the day of publication", () => {
    const news: TSourceFacts = {
      kind: "web-page",
      url: "https://www.theverge.com/2026/11/20/x3",
      page: { url: "", title: "X3", text: "", siteName: "Verge", publishedAt: "2026-11-20T08:00:00Z" },
    };
    expect(sourceCreditLine(news)).toBe(
      "*Source: [The Verge](https://www.theverge.com/2026/11/20/x3), published 2026-11-20.*",
    );
    const forum: TSourceFacts = {
      kind: "web-page",
      url: "https://blog.example/post",
      page: {
        url: "",
        title: "Post",
        text: "",
        siteName: "A [great] blog",
        publishedAt: "Thu, 19 Nov 2026 10:00:00 GMT",
      },
    };
    expect(sourceCreditLine(forum)).toBe("*Source: [A great blog](https://blog.example/post), published 2026-11-19.*");
    const thread: TSourceFacts = {
      kind: "discussion",
      url: "https://forum.example/threads/fan.1/",
      thread: { url: "", title: "Fan", comments: [] },
    };
    expect(sourceCreditLine(thread)).toBe("*Source: [forum.example](https://forum.example/threads/fan.1/).*");
    const saas: TSourceFacts = {
      kind: "saas-landing",
      url: "https://tool.example/pricing (beta)",
      landing: { url: "", name: "Tool", siteName: "Tool Inc", features: [], pricing: [], text: "" },
    };
    expect(sourceCreditLine(saas)).toBe("*Source: [Tool Inc](https://tool.example/pricing%20%28beta%29).*");
  });
});
