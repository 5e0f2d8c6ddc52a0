// A Chinese story's writer where the page names it otherwise (decision 045, twenty-eighth session): the reporters a wire
// dateline names as the story's first words ("新华社上海5月9日电（记者王小明）", "本报讯（记者 张明 李华）") are its writers,
// and an editor's credit under the text in an element marked as the author's ("[责任编辑：NAME CODE]") names no writer.
// Each read from a small hand-written page that names no site.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url = "https://news.example/a/20240520/1007.html"): string {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return formatSourceFacts({ ...result.content, url } as TSourceFacts);
}

const paragraphs = [
  "贷款市场报价利率公布，1年期为3.45%，5年期以上为3.95%，两项报价均与上月持平，符合市场此前的普遍预期。",
  "分析人士表示，银行净息差持续收窄，短期内进一步下调的空间有限，但下半年仍有调整的可能，需关注经济数据变化。",
  "有专家指出，当前政策更注重结构性工具的运用，通过定向支持引导资金流向重点领域和薄弱环节，稳定市场信心。",
].map((sentence) => `<p>${sentence}${sentence}</p>`);

const story = (first: string, end = "") =>
  `<!doctype html><html><head><title>5月贷款报价利率维持不变</title></head><body>
   <div class="nav"><a href="/">首页</a> <a href="/macro">宏观</a> <a href="/finance">金融</a></div>
   <article><h1>5月贷款报价利率维持不变</h1><div class="info"><span>2024-05-20 09:47</span></div>
   <p>${first}</p>${paragraphs.join("")}${end}</article></body></html>`;

describe("the reporters of a Chinese wire dateline (twenty-eighth session)", () => {
  it("a paper's dateline names its reporters, spaced", () => {
    const prompt = read(
      story("本报北京5月20日讯（记者 张明 李华）5月20日，央行授权全国银行间同业拆借中心公布最新报价。"),
    );
    expect(prompt).toMatch(/^Author: 张明 李华$/m);
  });

  it("an agency's dateline names its reporter, unspaced", () => {
    const prompt = read(
      story("新华社上海5月20日电（记者王小明）5月20日，央行授权全国银行间同业拆借中心公布最新报价。"),
    );
    expect(prompt).toMatch(/^Author: 王小明$/m);
  });

  it("a reporter named in brackets inside a sentence is no dateline", () => {
    const prompt = read(story("有消息人士对本报表示，报价保持不变（记者 张明 注：此前市场曾有下调预期），符合判断。"));
    expect(prompt).not.toMatch(/^Author:/m);
  });
});

describe("an editor's credit in an element marked as the author's (twenty-eighth session)", () => {
  it("names no writer", () => {
    const prompt = read(
      story(
        "5月20日，央行授权全国银行间同业拆借中心公布最新报价。",
        '<p class="article_author">[责任编辑：王某 AB123]</p>',
      ),
    );
    expect(prompt).not.toMatch(/^Author:/m);
  });

  it("while the writer it marks is read as before", () => {
    const prompt = read(
      story("5月20日，央行授权全国银行间同业拆借中心公布最新报价。", '<p class="article_author">文 / 陈晓东</p>'),
    );
    expect(prompt).toMatch(/^Author: .*陈晓东/m);
  });
});
