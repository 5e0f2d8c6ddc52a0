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
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "too_many_requests"
  | "unavailable"
  /** The disk under the database is full (ENOSPC, SQLSTATE 53100): nothing was written, and nothing written before is lost. */
  | "insufficient_storage"
  | "bad_gateway"
  /** A failure nobody expected (a bug, a lost connection): logged with its stack, answered with a plain message. */
  | "internal"
  | TGenerationErrorCode;

/** What a route answers for each code (bad input 400, upstream trouble 502, time-outs 504). */
export const STATUS_BY_CODE: Record<TAppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unavailable: 503,
  insufficient_storage: 507,
  bad_gateway: 502,
  internal: 500,
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
  /** Response headers the answer needs (Allow on a 405, WWW-Authenticate on a 401; a list is sent as one header each). */
  readonly headers: Record<string, string | string[]>;

  constructor(
    code: TAppErrorCode,
    message: string,
    details?: Record<string, unknown>,
    options?: { cause?: unknown; headers?: Record<string, string | string[]> },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = details;
    this.headers = options?.headers ?? {};
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

/** An AppError as a job stores it: what its answer needs, without the stack or the cause. */
export interface TAppErrorJson {
  code: TAppErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

export function appErrorToJson(error: AppError): TAppErrorJson {
  return { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) };
}

export function appErrorFromJson(json: TAppErrorJson): AppError {
  return new AppError(Object.hasOwn(STATUS_BY_CODE, json.code) ? json.code : "internal", json.message, json.details);
}

export const METHOD_NOT_ALLOWED_MESSAGE = "Method not allowed";

/** The one answer to a method a route does not take: 405 with the methods it does take in `Allow`. */
export function methodNotAllowed(allowed: readonly string[]): AppError {
  return new AppError("method_not_allowed", METHOD_NOT_ALLOWED_MESSAGE, undefined, {
    headers: { Allow: allowed.join(", ") },
  });
}
