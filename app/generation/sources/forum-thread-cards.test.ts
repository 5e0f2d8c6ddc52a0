// Threads of forum software that marks no writer and links no name (issue 26, decision 045, twenty-sixth session): a
// site bar's heading, the site's name linking to its root, above the forum; posters' cards of varying length.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url: string): { facts: TSourceFacts; prompt: string } {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  const facts = { ...result.content, url } as TSourceFacts;
  return { facts, prompt: formatSourceFacts(facts) };
}

// A card as PunBB-style software writes it beside each post: the name, the rank, then lines only some posters have (a
// place, an avatar, a website) around when they joined and how many posts they wrote.
const card = (name: string, extra: boolean) =>
  `<dl><dt><strong>${name}</strong></dt><dd class="usertitle"><strong>Member</strong></dd>` +
  (extra ? `<dd class="postavatar"><img src="/img/avatars/${name}.png" width="60" height="60" alt=""></dd>` : "") +
  (extra ? `<dd><span>From: Lisbon, Portugal</span></dd>` : "") +
  `<dd><span>Registered: 2011-03-02</span></dd><dd><span>Posts: 214</span></dd>` +
  (extra
    ? `<dd class="usercontacts"><span class="website"><a href="https://${name}.example" rel="nofollow">Website</a></span></dd>`
    : "") +
  `</dl>`;
const post = (n: number, name: string, extra: boolean, heading: string, text: string) =>
  `<div id="p${n}" class="blockpost"><h2><span><span class="conr">#${n}</span> <a href="viewtopic.php?pid=${n}#p${n}">2019-05-0${n} 10:1${n}:00</a></span></h2>
   <div class="box"><div class="inbox"><div class="postbody"><div class="postleft">${card(name, extra)}</div>
   <div class="postright"><h3>${heading}</h3><div class="postmsg"><p>${text}</p></div></div></div></div>
   <div class="inbox"><div class="postfoot"><p><span>Offline</span></p></div></div></div></div>`;

const thread = (extraCards: boolean) =>
  read(
    `<!doctype html><html><head><title>Wifi drops after resume (Page 1) / Networking / Example Forums</title></head><body>
     <div id="sitebar"><div id="sitebarlogo"><h1><a href="https://www.example.org/">Example</a></h1></div>
     <ul><li><a href="https://www.example.org/">Home</a></li><li><a href="https://forum.example.org/">Forums</a></li><li><a href="https://wiki.example.org/">Wiki</a></li></ul></div>
     <div id="brdmenu"><ul><li><a href="index.php">Index</a></li><li><a href="search.php">Search</a></li><li><a href="login.php">Login</a></li></ul></div>
     <ul class="crumbs"><li><a href="index.php">Index</a></li><li>» <a href="viewforum.php?id=4">Networking</a></li><li>» <strong><a href="viewtopic.php?id=90">Wifi drops after resume</a></strong></li></ul>
     ${post(1, "marisol", extraCards, "Wifi drops after resume", "Every time the laptop wakes from sleep the wireless card is gone until I reload the driver by hand.")}
     ${post(2, "tobiask", false, "Re: Wifi drops after resume", "Same here on a different card, reloading the module brings it back for me as well.")}
     ${post(3, "grendel", extraCards, "Re: Wifi drops after resume", "Turning off power saving for the card in the driver's options fixed it on my machine.")}
     ${post(4, "tobiask", false, "Re: Wifi drops after resume", "That worked, thank you, no drops for two days now after several suspends.")}
     </body></html>`,
    "https://forum.example.org/viewtopic.php?id=90",
  );

describe("a forum whose posters' cards vary in length, under a site bar headed by the site's name", () => {
  it("takes the site bar's heading, a link to a site's root, for no thread's title", () => {
    const { facts, prompt } = thread(true);
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Thread title: Wifi drops after resume (Page 1) / Networking / Example Forums\n");
  });

  it("reads the posts of longer cards in the run of posts, the opening one first", () => {
    const { prompt } = thread(true);
    expect(prompt).toContain("Posted by: marisol\n");
    expect(prompt).toContain("Every time the laptop wakes from sleep");
    expect(prompt).toContain("- [tobiask] ## Re: Wifi drops after resume / Same here on a different card");
    expect(prompt).toContain("- [grendel] ## Re: Wifi drops after resume / Turning off power saving");
    expect(prompt).toContain("- [tobiask] ## Re: Wifi drops after resume / That worked, thank you");
  });

  it("reads the same posts where every card is short", () => {
    const { prompt } = thread(false);
    expect(prompt).toContain("Posted by: marisol\n");
    expect(prompt).toContain("- [grendel] ## Re: Wifi drops after resume / Turning off power saving");
  });
});

// The same software's cards as its templates print them: each line of the card on a line of its own, indented by a
// row of spaces (the page's words are the same; a 160-character lead of the raw text had been filled by the spaces
// before a longer card's counts, and the topic was read as a web page).
const indentedCard = (name: string, extra: string[]) =>
  [
    `<dl>`,
    `<dt><strong>${name}</strong></dt>`,
    `<dd class="usertitle"><strong>Member</strong></dd>`,
    ...extra,
    `<dd><span>Registered: 2012-09-14</span></dd>`,
    `<dd><span>Posts: 1,306</span></dd>`,
    `</dl>`,
  ].join(`\n${" ".repeat(24)}`);
const indentedPost = (n: number, name: string, extra: string[], heading: string, text: string) =>
  [
    `<div class="blockpost" id="p${n}">`,
    `    <h2><span><span class="conr">#${n}</span> <a href="viewtopic.php?pid=${n}#p${n}">2020-02-1${n} 08:0${n}:00</a></span></h2>`,
    `    <div class="box">`,
    `        <div class="inbox">`,
    `            <div class="postbody">`,
    `                <div class="postleft">`,
    `                    ${indentedCard(name, extra)}`,
    `                </div>`,
    `                <div class="postright">`,
    `                    <h3>${heading}</h3>`,
    `                    <div class="postmsg">`,
    `                        <p>${text}</p>`,
    `                    </div>`,
    `                </div>`,
    `            </div>`,
    `        </div>`,
    `    </div>`,
    `</div>`,
  ].join("\n");
const placeAvatarSite = (name: string) => [
  `<dd class="postavatar"><img width="80" height="80" alt="" src="/img/avatars/${name}.png"></dd>`,
  `<dd><span>From: Porto Alegre, Brazil</span></dd>`,
  `<dd class="usercontacts"><span class="website"><a rel="nofollow" href="https://${name}.example">Website</a></span></dd>`,
];

describe("a forum whose posters' cards are printed on indented lines", () => {
  it("reads the topic as a thread, the posts of the longer cards in their places", () => {
    const { facts, prompt } = read(
      `<!doctype html><html><head><title>Printer queue stuck after update / Hardware / Example Forums</title></head><body>
       <div class="linkst"><ul class="crumbs"><li><a href="index.php">Index</a></li><li>» <a href="viewforum.php?id=7">Hardware</a></li><li>» <strong>Printer queue stuck after update</strong></li></ul></div>
       ${indentedPost(1, "odalys", [], "Printer queue stuck after update", "Since the last update every job waits in the queue and nothing reaches the printer at all.")}
       ${indentedPost(2, "kestrel", placeAvatarSite("kestrel"), "Re: Printer queue stuck after update", "Restarting the print service once after the update cleared the queue for me.")}
       ${indentedPost(3, "vanterpool", placeAvatarSite("vanterpool"), "Re: Printer queue stuck after update", "The new driver needs the old one removed first, then the queue runs again.")}
       </body></html>`,
      "https://forum.example.net/viewtopic.php?id=512",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: odalys\n");
    expect(prompt).toContain(
      "Original post:\n## Printer queue stuck after update\nSince the last update every job waits",
    );
    expect(prompt).toContain("- [kestrel] ");
    expect(prompt).toContain("Restarting the print service once after the update cleared the queue for me.");
    expect(prompt).toContain("- [vanterpool] ");
    expect(prompt).toContain("The new driver needs the old one removed first");
  });
});
