// Typed errors with codes; one place maps every code (the site's and the generators') to its HTTP status, and
// routes turn them into `{ error, ...details }` bodies.
export type TGenerationErrorCode =
  | "invalid_input"
  | "provider_error"
  | "timeout"
  | "malformed_output"
  | "too_short"
  | "AMAZON_BLOCKING"
  | "source_unreachable";

export type TAppErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "too_many_requests"
  | "unavailable"
  | "bad_gateway"
  | TGenerationErrorCode;

/** What a route answers for each code (bad input 400, upstream trouble 502, time-outs 504). */
export const STATUS_BY_CODE: Record<TAppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
  unavailable: 503,
  bad_gateway: 502,
  invalid_input: 400,
  provider_error: 502,
  timeout: 504,
  malformed_output: 502,
  too_short: 502,
  AMAZON_BLOCKING: 503,
  source_unreachable: 422,
};

export class AppError extends Error {
  readonly code: TAppErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: TAppErrorCode, message: string, details?: Record<string, unknown>, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}
