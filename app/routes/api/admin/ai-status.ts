// Which AI provider and model the generators use, so the admin screens can name it in their labels.
import { describeMissingAiConfig } from "~/generation/index.server";
import { jsonResponse } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/ai-status";

export function loader({ context }: Route.LoaderArgs) {
  const { ai } = getServices(context);
  return jsonResponse(
    ai
      ? { configured: true, provider: ai.provider, model: ai.modelId, label: ai.label }
      : { configured: false, provider: null, model: null, label: null, message: describeMissingAiConfig() },
  );
}
