// Typed errors with codes; one place maps them to HTTP statuses and `{ error }` bodies.
export type TAppErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "too_many_requests"
  | "unavailable"
  | "bad_gateway";

const STATUS_BY_CODE: Record<TAppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
  unavailable: 503,
  bad_gateway: 502,
};

export class AppError extends Error {
  readonly code: TAppErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: TAppErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}
