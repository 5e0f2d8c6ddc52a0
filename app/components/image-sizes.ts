// The `sizes` of each picture slot, from the layouts' Tailwind classes: the page container is max-w-7xl (1280 px)
// with 16 px padding a side; grids have 24 px gaps (gap-6); the article page's side column is 320 px after a 40 px
// gap from lg (1024 px). A browser picks the variant width from these before any CSS has loaded.
export const IMAGE_SIZES = {
  /** The article page's featured image: the main column. */
  articleColumn: "(min-width: 1280px) 888px, (min-width: 1024px) calc(100vw - 392px), calc(100vw - 32px)",
  /** A card in the three-column grid (sections, related articles): two columns from sm, three from lg. */
  cardGrid:
    "(min-width: 1280px) 400px, (min-width: 1024px) calc(33vw - 27px), (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)",
  /** A card in the home page's grid, four columns from xl. */
  homeCardGrid:
    "(min-width: 1280px) 294px, (min-width: 1024px) calc(33vw - 27px), (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)",
  /** A picture that takes half of a two-column block from md (awards, versus and interview features). */
  halfWidth: "(min-width: 1280px) 624px, (min-width: 768px) calc(50vw - 28px), calc(100vw - 32px)",
} as const;
