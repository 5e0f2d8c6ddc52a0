// Typed errors with codes; one place maps them to HTTP statuses and `{ error }` bodies.
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
  | "bad_gateway";

const STATUS_BY_CODE: Record<TAppErrorCode, number> = {
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
  bad_gateway: 502,
};

export class AppError extends Error {
  readonly code: TAppErrorCode;
  readonly details: Record<string, unknown> | undefined;
  /** Response headers the answer needs (Allow on a 405, WWW-Authenticate on a 401). */
  readonly headers: Record<string, string>;

  constructor(
    code: TAppErrorCode,
    message: string,
    details?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export const METHOD_NOT_ALLOWED_MESSAGE = "Method not allowed";

/** The one answer to a method a route does not take: 405 with the methods it does take in `Allow`. */
export function methodNotAllowed(allowed: readonly string[]): AppError {
  return new AppError("method_not_allowed", METHOD_NOT_ALLOWED_MESSAGE, undefined, { Allow: allowed.join(", ") });
}
