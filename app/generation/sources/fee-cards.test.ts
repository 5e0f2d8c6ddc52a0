// A fee schedule read as plans (decision 045, twenty-first session): cards each priced as a percentage in a row whose
// words speak of fees, and a free tier titled just above them, read from a small hand-written page.
import { describe, expect, it } from "vitest";
import { formatSourceFacts } from "./read-source.server";
import { readSaasLanding } from "./saas-landing.server";

function pricing(html: string, url = "https://app.example/pricing/"): string {
  const landing = readSaasLanding(html, url);
  return formatSourceFacts({ kind: "saas-landing", url, landing }).split("\n\nPage text:")[0]!;
}

const card = (name: string, percent: string, note: string) =>
  `<div class="fee-card"><div class="title">${name}</div><div class="pct">${percent}</div><div>${note}</div></div>`;

const page = (banner: string, cards: string) =>
  `<!doctype html><html><head><title>Acme Pay</title></head><body><a href="../">Acme Pay</a>
   <h1>Transparency matters</h1><p>No hidden fees. Here is what each module takes.</p>
   ${banner}<div class="grid">${cards}</div></body></html>`;

const banner = `<div class="banner"><div>Core Tools: Completely Free</div><div>No fee on staking or swaps.</div></div>`;

describe("a fee schedule (twenty-first session)", () => {
  it("cards each priced as a percentage alone, in a row that speaks of fees, are plans priced by their fee; a free tier titled above them is a plan", () => {
    const read = pricing(
      page(
        banner,
        card("💸 FlowPay", "0.25%", "Taken once as a platform fee when a stream is created.") +
          card("🛡️ VaultGuard", "0.2%", "Taken when the transfer executes.") +
          card("📦 BulkPay", "0.1 %", "Taken per recipient when payments settle."),
      ),
    );
    expect(read).toContain("- Core Tools: Free\n");
    expect(read).toContain("- FlowPay: 0.25% fee (Taken once as a platform fee when a stream is created.)\n");
    expect(read).toContain("- VaultGuard: 0.2% fee (Taken when the transfer executes.)\n");
    expect(read).toMatch(/^- BulkPay: 0\.1% fee /m);
  });

  it("percentages in a row whose words name no fee (a discount's, a score's) are no plans", () => {
    const read = pricing(
      page(banner, card("Battery", "95%", "Charge left after a year.") + card("Screen", "80%", "Brightness at noon.")),
    );
    expect(read).not.toContain("- Battery");
    expect(read).not.toContain("- Core Tools");
    expect(read).toContain("Pricing: No prices on the page.");
  });
});
