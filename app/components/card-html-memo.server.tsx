// Each card's HTML, rendered by React once and kept (decision 057). A grid of 200 cards ("load more" at its cap) spent
// most of its render in React building the same cards again for every page; the memo renders a card the first time
// it is shown, with the props it is shown with, and hands its HTML over afterwards. The key is the card's whole
// data and props, so an edited title, tag or score is a new card; old ones leave by least recent use within the
// byte budget. ArticleCard is a pure function of its props (its links are absolute), so its HTML is the same in
// every page and for every reader.
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { ArticleCard } from "./ArticleCard";
import type { TArticleCard } from "~/articles/article-card";
import type { TCardsHtml, TGridCard } from "./card-html";

// One article's HTML per way it is shown ("priority byline"); null: it cannot be shown from its own HTML.
type TShownCards = Map<string, string | null>;

export class CardHtmlMemo {
  // By the article's data as JSON, least recently shown first: a hit moves its entry to the end.
  private readonly cards = new Map<string, TShownCards>();
  // The JSON of article objects already seen: a list from the content memo hands the same objects to every render.
  private readonly keys = new WeakMap<TArticleCard, string>();
  private bytes = 0;
  private count = 0;

  constructor(private readonly maxBytes = 16 * 2 ** 20) {}

  /** What the memo holds, counting its keys and HTML as one byte a character. */
  get size(): { cards: number; bytes: number } {
    return { cards: this.count, bytes: this.bytes };
  }

  /**
   * The cards' HTML one after another, or null when a card's render is not a card alone: React hoists the preload
   * of an eager picture outside a <picture> into the page's head, which a card rendered on its own cannot do.
   */
  readonly gridHtml: TCardsHtml = (cards) => {
    let html = "";
    for (const card of cards) {
      const one = this.cardHtml(card);
      if (one === null) return null;
      html += one;
    }
    return html;
  };

  private cardHtml({ article, priority, byline }: TGridCard): string | null {
    let key = this.keys.get(article);
    if (key === undefined) {
      key = JSON.stringify(article);
      this.keys.set(article, key);
    }
    const shown = `${priority} ${byline}`;
    const known = this.cards.get(key);
    if (known) {
      this.cards.delete(key);
      this.cards.set(key, known);
      const html = known.get(shown);
      if (html !== undefined) return html;
    }
    const html = renderToString(
      <MemoryRouter>
        <ArticleCard article={article} priority={priority} byline={byline} />
      </MemoryRouter>,
    );
    const kept = html.startsWith("<article") ? html : null;
    if (known) known.set(shown, kept);
    else this.cards.set(key, new Map([[shown, kept]]));
    this.bytes += (known ? 0 : key.length) + shown.length + (kept?.length ?? 0);
    this.count++;
    for (const [oldKey, oldShown] of this.cards) {
      if (this.bytes <= this.maxBytes) break;
      this.cards.delete(oldKey);
      this.bytes -= oldKey.length;
      for (const [way, oldHtml] of oldShown) this.bytes -= way.length + (oldHtml?.length ?? 0);
      this.count -= oldShown.size;
    }
    return kept;
  }
}
