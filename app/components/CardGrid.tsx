// A grid of article cards. The server takes the cards' HTML from its card memo (decision 057); the browser renders
// the cards and hydrates the elements that HTML made.
import { useContext } from "react";
import { ArticleCard, ArticleCardSkeleton } from "./ArticleCard";
import { CardsHtmlContext, type TGridCard } from "./card-html";

export function CardGrid({
  cards,
  className,
  loadingMore = false,
}: {
  cards: TGridCard[];
  className: string;
  loadingMore?: boolean;
}) {
  const html = useContext(CardsHtmlContext)?.(cards) ?? null;
  if (html !== null) return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={className}>
      {cards.map((card) => (
        <ArticleCard key={card.article.id} article={card.article} priority={card.priority} byline={card.byline} />
      ))}
      {loadingMore && Array.from({ length: 3 }, (_, i) => <ArticleCardSkeleton key={`s${i}`} />)}
    </div>
  );
}
