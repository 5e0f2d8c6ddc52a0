// The services created once at start-up and handed to every loader and action through the router context.
import { createContext, type RouterContextProvider } from "react-router";
import type { SearchBackfill } from "~/articles/search-backfill.server";
import type { ContentMemo } from "~/cache/content-memo.server";
import type { CardHtmlMemo } from "~/components/card-html-memo.server";
import type { TAccessCodeVerifier } from "~/admin/access-code.server";
import type { TEnv } from "~/config/env.server";
import type { TDatabase, TDatabaseHandle } from "~/db/client.server";
import type { TConfiguredModel, TPageFetcher } from "~/generation/index.server";
import type { TGenerationJobs } from "~/jobs/generation-jobs.server";
import type { TPublications } from "~/scheduling/publications";

export interface TAppServices {
  env: TEnv;
  db: TDatabase;
  dbKind: "pglite" | "postgres";
  // PGlite only: a live backup of the data directory, streamed as a .tar.gz (GET /api/admin/backup).
  backup: TDatabaseHandle["backup"];
  accessCode: TAccessCodeVerifier;
  // Null when no AI provider is configured: generation endpoints then answer 503 naming the variables.
  ai: TConfiguredModel | null;
  /** Pages for the generators, and (fetchImage) their product images for the media library. */
  fetchPage: TPageFetcher;
  /** Generation jobs: single generations and bulk batches, queued in the database (app/jobs/). */
  jobs: TGenerationJobs;
  // Lists many pages share (an article's related lists), forgotten on every content change.
  contentLists: ContentMemo;
  // Published articles' pages as their route shows them (decision 062), forgotten on every content change too.
  articlePages: ContentMemo;
  /** Each article card's HTML as React rendered it, for grids of many cards (decision 057). */
  cardHtml: CardHtmlMemo;
  /** Wakes a server to publish the scheduled articles due at these times (the job queue, app/scheduling/). */
  publications: TPublications;
  /** Fills the search vectors of articles written before they were kept by a trigger (an upgraded site). */
  searchBackfill: SearchBackfill;
}

export const servicesContext = createContext<TAppServices>();
export const clientAddressContext = createContext<string>("unknown");

export function getServices(context: Readonly<RouterContextProvider>): TAppServices {
  return context.get(servicesContext);
}
