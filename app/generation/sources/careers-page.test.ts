// A company's careers page, refused before any model call (decision 045, twenty-eighth session): read from small
// hand-written pages that name no site, beside the pages of the right kind that share its words.
import { describe, expect, it } from "vitest";
import { readPageContent, type TPageReader } from "./read-page-content.server";
import { type TSourceFacts } from "./read-source.server";
import { sourceMismatch, type TSourcePurpose } from "./source-fit";

function refusal(html: string, url: string, purpose: TSourcePurpose): string | undefined {
  const reader: TPageReader = purpose === "software-review" ? "saas-landing" : "web-page";
  const result = readPageContent({ reader, html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  return sourceMismatch({ ...result.content, url } as TSourceFacts, purpose);
}

// A software company's page under its careers address: its menu, a heading of its own ("We are growing"), a call to
// candidates, a heading of its open positions with a link to them, its footer.
const careers = (heading: string, openings: string) =>
  `<!doctype html><html><head><title>${heading}</title></head><body>
   <nav><a href="/">Example Analytics</a><a href="/pricing">Pricing</a><a href="/karriere/">Karriere</a></nav>
   <h1>${heading}</h1>
   <h2>The company is growing and wants to hear from consultants and developers who run and build its software.</h2>
   <h2>${openings}</h2>
   <p>We are always looking for good candidates. The list of our open positions is behind the link below.</p>
   <a href="https://jobs.example/acme">${openings}</a>
   <footer><h4>Company</h4><a href="/about">About</a><a href="/karriere/">Karriere</a></footer>
   </body></html>`;
const CAREERS = /seems to be a company's careers page \(its call to candidates and its open positions/;

describe("a company's careers page (twenty-ninth round)", () => {
  it("refuses a page under a careers address with a heading of its open positions, in any language", () => {
    expect(
      refusal(careers("Vi skal vokse", "Ledige stillinger"), "https://example.no/karriere/", "software-review"),
    ).toMatch(CAREERS);
    expect(refusal(careers("Wir wachsen", "Offene Stellen"), "https://example.de/karriere/", "product-review")).toMatch(
      CAREERS,
    );
    expect(refusal(careers("Come grow with us", "Open positions"), "https://example.com/en/careers", "how-to")).toMatch(
      CAREERS,
    );
  });

  it("refuses a page its title or heading names as the careers page, wherever its address", () => {
    expect(
      refusal(careers("Careers", "Life at Example"), "https://example.com/company/life", "software-review"),
    ).toMatch(CAREERS);
  });

  it("refuses no page under a careers address whose headings name no openings, and no story under a jobs section", () => {
    expect(
      refusal(careers("Vi skal vokse", "Tjenester"), "https://example.no/karriere/", "software-review") ?? "",
    ).not.toMatch(CAREERS);
    // (a story under a jobs section whose subheading names open positions: an article, no careers page)
    const story = `<!doctype html><html><head><title>Tech hiring slowed in May | Example News</title></head><body>
      <h1>Tech hiring slowed in May</h1>
      ${`<p>${"Employers posted fewer openings for developers last month than in any month since the survey began. ".repeat(3)}</p>`.repeat(3)}
      <h2>Open positions</h2>
      ${`<p>${"Listings for data engineers held up best, while listings for front-end developers fell by a third. ".repeat(3)}</p>`.repeat(2)}
      </body></html>`;
    expect(refusal(story, "https://news.example/jobs/2024/06/tech-hiring-slowed", "product-review") ?? "").not.toMatch(
      CAREERS,
    );
  });
});
