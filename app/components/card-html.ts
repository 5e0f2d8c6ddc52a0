// Cards' HTML from the server's card memo (app/components/card-html-memo.server.tsx, decision 057): a grid of many
// cards takes each card's HTML as React rendered it before, instead of rendering 200 cards again for every page.
// The context is set only while the server renders a document; in the browser it is null and the grid renders its
// cards, hydrating the same elements the server sent.
import { createContext } from "react";
import type { TArticleCard } from "~/articles/article-card";

/** One card of a grid and the props it is shown with. */
export interface TGridCard {
  article: TArticleCard;
  priority: boolean;
  byline: "editor" | "author" | undefined;
}

/** The cards' HTML one after another, or null when the grid must render them itself. */
export type TCardsHtml = (cards: readonly TGridCard[]) => string | null;

export const CardsHtmlContext = createContext<TCardsHtml | null>(null);
