// Typed failures of page fetching and article generation; AppError maps the codes to HTTP statuses.
import { AppError, type TGenerationErrorCode } from "~/lib/app-error";

export type { TGenerationErrorCode };

export type TFetchPageErrorCode =
  | "invalid_url"
  | "blocked_address"
  | "timeout"
  | "too_large"
  | "http_status"
  | "network"
  | "unsupported_content";

export class FetchPageError extends Error {
  override name = "FetchPageError";
  readonly code: TFetchPageErrorCode;
  readonly url: string;
  readonly status: number | undefined;

  constructor(code: TFetchPageErrorCode, message: string, details: { url: string; status?: number; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.code = code;
    this.url = details.url;
    this.status = details.status;
  }
}

/**
 * A generator's failure: an AppError whose body also carries its `code` (and `isAmazonBlocking` for the retailer's
 * block, which the admin screens show as their orange notice). Its status comes from AppError's one map.
 */
export class GenerationError extends AppError {
  override name = "GenerationError";
  declare readonly code: TGenerationErrorCode;

  constructor(code: TGenerationErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, { code, ...(code === "AMAZON_BLOCKING" ? { isAmazonBlocking: true } : {}) }, options);
  }

  /** The retailer blocked the scraper. */
  get isAmazonBlocking(): boolean {
    return this.code === "AMAZON_BLOCKING";
  }
}

export const AMAZON_BLOCKING_MESSAGE = "Amazon is currently blocking scraping requests. Please try again later.";
