// Renders an article's branded card to PNG with resvg (decision 023): the SVG from branded-card-svg.ts, drawn with
// the Inter font shipped in an npm package, so the card looks the same on every server whatever fonts it has.
import { createRequire } from "node:module";
import { renderAsync } from "@resvg/resvg-js";
import { BRANDED_CARD_FONT_FAMILY, buildBrandedCardSvg, type TBrandedCardInput } from "./branded-card-svg";

const require = createRequire(import.meta.url);
const FONT_FILES = [require.resolve("@expo-google-fonts/inter/800ExtraBold/Inter_800ExtraBold.ttf")];

/** The card as PNG bytes. resvg renders on its own thread, so the server keeps answering meanwhile. */
export async function renderBrandedCardPng(input: TBrandedCardInput): Promise<Uint8Array<ArrayBuffer>> {
  const rendered = await renderAsync(buildBrandedCardSvg(input), {
    font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: BRANDED_CARD_FONT_FAMILY },
    logLevel: "off",
  });
  return new Uint8Array(rendered.asPng());
}
