// Lets the panel ask whether its stored token still works (the gate has already checked it).
import { jsonResponse } from "~/lib/http.server";

export function loader() {
  return jsonResponse({ authenticated: true });
}
