// The admin panel's one HTTP helper: JSON in and out, the bearer token on every admin call, errors as AdminApiError.
export const ADMIN_TOKEN_KEY = "adminToken";

export class AdminApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;

  constructor(status: number, message: string, body: Record<string, unknown>) {
    super(message);
    this.name = "AdminApiError";
    this.status = status;
    this.body = body;
  }
}

export interface TAdminRequest {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON, except a FormData, sent as multipart (file uploads). */
  body?: unknown;
  token?: string | null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Calls the site's API. A non-OK answer throws AdminApiError carrying the server's `error` (or the status line). */
export async function requestJson<T>(path: string, { method = "GET", body, token }: TAdminRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const isForm = body instanceof FormData;
  // The browser writes a form's Content-Type itself, with the multipart boundary.
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: "same-origin",
  });
  const data = await readJson(response);
  if (!response.ok) {
    const record = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
    const message = typeof record.error === "string" ? record.error : `HTTP ${response.status}: ${response.statusText}`;
    throw new AdminApiError(response.status, message, record);
  }
  return data as T;
}

/** The server's message when there is one, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof AdminApiError && typeof error.body.error === "string" && error.body.error
    ? error.body.error
    : fallback;
}
