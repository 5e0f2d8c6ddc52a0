// GET /robots.txt
import { buildRobotsTxt } from "~/seo/robots";
import { getServices } from "~/services.server";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(getServices(context).env.SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
