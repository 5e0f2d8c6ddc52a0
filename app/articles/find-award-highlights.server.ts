// The three award category cards of /awards, chosen from every published article (not the page being shown):
// the best award score, a value pick, and the lowest review score. Each is one small query with a limit.
import { asc, desc, eq, isNotNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { articles, articleTags, tags } from "~/db/schema";
import { toArticleCard, type TArticleCard } from "./article-card";
import { selectPublishedArticleCards } from "./article-rows.server";

export interface TAwardHighlights {
  bestOverall: TArticleCard | null;
  bestValue: TArticleCard | null;
  mostDisappointing: TArticleCard | null;
}

// An award counts as a value pick when its title or one of its tags says so.
const VALUE_PATTERN = String.raw`budget|value|cheap|under \$`;

const isValuePick: SQL = or(
  sql`${articles.title} ~* ${VALUE_PATTERN}`,
  sql`exists (select 1 from ${articleTags} join ${tags} on ${tags.id} = ${articleTags.tagId}
    where ${articleTags.articleId} = ${articles.id} and ${tags.name} ~* ${VALUE_PATTERN})`,
)!;

export async function findAwardHighlights(db: TDatabase): Promise<TAwardHighlights> {
  const [topAwards, worstReviews] = await Promise.all([
    // Two: the runner-up is the value pick when no award reads as one.
    selectPublishedArticleCards(db, eq(articles.articleType, "award"), isNotNull(articles.brutalScore))
      .orderBy(desc(articles.brutalScore), desc(articles.publishedAt), desc(articles.id))
      .limit(2),
    selectPublishedArticleCards(db, eq(articles.articleType, "review"), isNotNull(articles.brutalScore))
      .orderBy(asc(articles.brutalScore), desc(articles.publishedAt), desc(articles.id))
      .limit(1),
  ]);
  const bestOverall = topAwards[0] ? toArticleCard(topAwards[0]) : null;
  const [valueRow] = await selectPublishedArticleCards(
    db,
    eq(articles.articleType, "award"),
    isValuePick,
    bestOverall ? ne(articles.id, bestOverall.id) : undefined,
  )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(1);
  const bestValueRow = valueRow ?? topAwards[1];
  return {
    bestOverall,
    bestValue: bestValueRow ? toArticleCard(bestValueRow) : null,
    mostDisappointing: worstReviews[0] ? toArticleCard(worstReviews[0]) : null,
  };
}
