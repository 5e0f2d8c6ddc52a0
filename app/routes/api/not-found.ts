// Unknown API paths answer JSON, not the HTML 404 page.
import { jsonResponse } from "~/lib/http.server";

function notFound() {
  return jsonResponse({ error: "Not found" }, { status: 404 });
}

export const loader = notFound;
export const action = notFound;
