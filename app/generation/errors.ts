// Typed failures of page fetching and article generation; routes map the codes to HTTP statuses.
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

export type TGenerationErrorCode =
  | "invalid_input"
  | "provider_error"
  | "timeout"
  | "malformed_output"
  | "too_short"
  | "AMAZON_BLOCKING"
  | "source_unreachable";

export class GenerationError extends Error {
  override name = "GenerationError";
  readonly code: TGenerationErrorCode;

  constructor(code: TGenerationErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }

  /** The retailer blocked the scraper: the admin screens show their orange notice for this one. */
  get isAmazonBlocking(): boolean {
    return this.code === "AMAZON_BLOCKING";
  }
}

/** What a route should answer for each code (bad input 400, upstream trouble 502, time-outs 504). */
export const GENERATION_ERROR_HTTP_STATUS: Record<TGenerationErrorCode, number> = {
  invalid_input: 400,
  provider_error: 502,
  timeout: 504,
  malformed_output: 502,
  too_short: 502,
  AMAZON_BLOCKING: 503,
  source_unreachable: 422,
};

export const AMAZON_BLOCKING_MESSAGE = "Amazon is currently blocking scraping requests. Please try again later.";
