// An imageboard's thread (issue 26, decision 045, twenty-eighth session): anonymous posts, each a header of its time
// and number ("No.1001") and its words in a blockquote, the replies numbered above the opening post.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url: string): { facts: TSourceFacts; prompt: string } {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  const facts = { ...result.content, url } as TSourceFacts;
  return { facts, prompt: formatSourceFacts(facts) };
}

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

// A Japanese board's shape: the opening post in the form, each reply in a small table of its own, no names shown.
const tableReply = (number: number, words: string) =>
  `<table border=0><tr><td align=right valign=top>…</td><td bgcolor=#F0E0D6><input type=checkbox name=${number} value=delete>24/06/22(土)21:3${number % 10}:25 No.${number} <blockquote>${words}</blockquote></td></tr></table>`;
const japaneseBoard = (replies: string) =>
  page(
    "雑談＠いめーじぼーど",
    `<div>雑談＠いめーじぼーど</div><hr><form action="board.php" method=POST>
     画像ファイル名：<a href="src/1.jpg">1.jpg</a>-(18451 B)<br><input type=checkbox name=1001 value=delete>24/06/22(土)21:32:28 No.1001 <small>22:20頃消えます</small>
     <blockquote>このシリーズのデザインはどれも好きだな</blockquote>${replies}</form>`,
  );

// 4chan's shape: each post a block of a header line (a name classed as such, the time, "No." and the number as two
// links) over its blockquote; the board's default name on every post.
const chanPost = (number: number, words: string, kind = "reply") =>
  `<div class="postContainer" id="pc${number}"><div class="post ${kind}" id="p${number}"><div class="postInfo"><input type="checkbox" name="${number}" value="delete"> <span class="subject"></span> <span class="nameBlock"><span class="name">Anonymous</span></span> <span class="dateTime">06/22/24(Sat)21:33:12</span> <span class="postNum"><a href="#p${number}">No.</a><a href="#q${number}">${number}</a></span></div><blockquote class="postMessage" id="m${number}">${words}</blockquote></div></div>`;

describe("an imageboard's thread", () => {
  it("reads a Japanese board's replies, each in a table of its own and by no name, as replies to the opening post", () => {
    const { facts, prompt } = read(
      japaneseBoard(
        tableReply(1002, "一年半ぐらい前に盛り上がってたね") +
          tableReply(1003, "これを一人で描いたのならすごいセンスだと思う") +
          tableReply(1005, "&gt;このシリーズのデザインはどれも好きだな<br>途中で飽きたのか"),
      ),
      "https://img.board.example/b/res/1001.htm",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Thread title: 雑談＠いめーじぼーど");
    expect(prompt).not.toContain("Posted by");
    expect(prompt).toContain("Original post:\nこのシリーズのデザインはどれも好きだな");
    expect(prompt).toContain("- [] 一年半ぐらい前に盛り上がってたね");
    expect(prompt).toContain("- [] これを一人で描いたのならすごいセンスだと思う");
    expect(prompt).toContain("- [] >このシリーズのデザインはどれも好きだな / 途中で飽きたのか");
  });

  it("reads a 4chan-style thread's posts with the board's default name", () => {
    const { facts, prompt } = read(
      page(
        "/g/ - Which laptop for a student? - Technology",
        `<div class="thread" id="t5001">${chanPost(5001, "Which laptop should a student buy for under 800 dollars?", "op")}${chanPost(5002, "Any used business laptop with a good keyboard.")}${chanPost(5004, '<span class="quote">&gt;under 800</span><br>Get the one with the better screen.')}</div>`,
      ),
      "https://boards.chan.example/g/thread/5001",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: Anonymous");
    expect(prompt).toContain("Original post:\nWhich laptop should a student buy for under 800 dollars?");
    expect(prompt).toContain("- [Anonymous] Any used business laptop with a good keyboard.");
    expect(prompt).toContain("Get the one with the better screen.");
  });

  it("reads no thread where the posts' numbers do not count up from the first (a board's index of threads)", () => {
    const { facts } = read(
      japaneseBoard(
        tableReply(1002, "一年半ぐらい前に盛り上がってたね") +
          tableReply(998, "別のスレッドの最初の書き込みです") +
          tableReply(999, "別のスレッドへの返事です"),
      ),
      "https://img.board.example/b/futaba.htm",
    );
    expect(facts.kind).not.toBe("discussion");
  });
});
