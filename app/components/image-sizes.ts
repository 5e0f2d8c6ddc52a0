// The `sizes` of each picture slot, from the layouts' Tailwind classes: the page container is max-w-7xl (1280 px)
// with 16 px padding a side; grids have 24 px gaps (gap-6); the article page's side column is 320 px after a 40 px
// gap from lg (1024 px). A browser picks the variant width from these before any CSS has loaded. Where a slot's width
// is a fraction of the screen minus gaps, the fraction alone is given (a few pixels more): the widths picked are the
// same, and the script every public page carries stays small. The home page's four columns from xl (294 px) pick the
// same widths as three (400 px) at every density, so cards share one value.
export const IMAGE_SIZES = {
  /** The article page's featured image: the main column. */
  column: "(min-width:1280px) 888px,(min-width:1024px) calc(100vw - 392px),calc(100vw - 32px)",
  /** A card in a grid: one column on phones, two from sm, three (four on the home page) from lg. */
  card: "(min-width:1024px) 400px,(min-width:640px) 50vw,calc(100vw - 32px)",
  /** A picture that takes half of a two-column block from md (awards, versus and interview features). */
  half: "(min-width:768px) 50vw,calc(100vw - 32px)",
} as const;
