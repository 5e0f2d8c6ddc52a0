// Parent of every admin and generation API route: the bearer token is checked on the server before any of them runs.
import { requireAdmin } from "~/admin/require-admin.server";

export const middleware = [requireAdmin];
