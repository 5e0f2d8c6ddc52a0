// Every admin and generation endpoint in the route table refuses a request without a valid token, whatever the
// method: the table is walked, so a route added later cannot forget the gate without this test failing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";

// Open by design: logging in needs no token, and logging out without one has nothing to revoke.
const OPEN_ROUTES = ["/api/admin/login", "/api/admin/logout"];
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"];

interface TRouteEntry {
  path?: string;
  children?: TRouteEntry[];
}

function routePaths(entries: readonly TRouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    const own = entry.path === undefined ? [] : [path];
    return [...own, ...routePaths(entry.children ?? [], path)];
  });
}

const gatedPaths = routePaths(routes as TRouteEntry[]).filter(
  (path) => /^\/api\/(admin|content)(\/|$)/.test(path) && !OPEN_ROUTES.includes(path),
);

let database: TTestDatabase;
let server: TTestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServerProcess({ ...database.env, ADMIN_ACCESS_CODE: "gate-walk-code" });
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe("the admin gate over the whole route table", () => {
  it("finds the admin and generation routes, and only login and logout are open", () => {
    const all = routePaths(routes as TRouteEntry[]);
    expect(
      all.filter((path) => /^\/api\/(admin|content)(\/|$)/.test(path)).filter((path) => !gatedPaths.includes(path)),
    ).toEqual(OPEN_ROUTES);
    expect(gatedPaths).toEqual(
      expect.arrayContaining(["/api/admin/articles", "/api/admin/articles/:id", "/api/content/smart-generate"]),
    );
    expect(gatedPaths.length).toBeGreaterThanOrEqual(15);
  });

  it.each(gatedPaths)("%s answers 401 to every method without a token and with a wrong one", async (pattern) => {
    const path = pattern.replace(/:[A-Za-z]+/g, "1");
    for (const method of METHODS) {
      for (const authorization of [undefined, "Bearer not-a-real-token"]) {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: { "Content-Type": "application/json", ...(authorization ? { Authorization: authorization } : {}) },
          body: method === "GET" ? undefined : "{}",
        });
        expect({ method, authorization, status: response.status }).toEqual({ method, authorization, status: 401 });
        expect(((await response.json()) as { error: string }).error).toMatch(/Invalid|expired/);
      }
    }
  });
});
