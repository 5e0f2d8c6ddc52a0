// The import rules of the code, checked by `npm run lint` (so by CI): no import cycle anywhere, and the layers as
// docs/ARCHITECTURE.md ("Layers") draws them. A rule names the layer it keeps clean; CONTRIBUTING.md says why.
// TypeScript 7 has no compiler API yet, so the sources are read with swc, which keeps type-only imports: a cycle
// through types counts too.
const TEST = "\\.test\\.tsx?$";
const DOMAIN =
  "^app/((articles|content|generation|bulk|jobs|media|seo|cache|analytics|security|seed|scheduling|duplicates|prices)/|admin/(?!ui/))";
const FOUNDATION = "^app/(lib|db|config|document)/";

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "A cycle makes two modules one: break it by moving the shared part down a layer.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "foundation-imports-no-domain",
      comment:
        "app/lib, app/db, app/config and app/document sit under everything. (The schema may name, as a type, the JSON a column holds.)",
      severity: "error",
      from: { path: FOUNDATION, pathNot: TEST },
      to: { path: "^app/", pathNot: FOUNDATION, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "domain-imports-no-edge",
      comment:
        "Domain modules answer no HTTP request and draw no page: routes, the HTTP edges, the panel's UI, shared components and the server entry import them, never the other way.",
      severity: "error",
      from: { path: DOMAIN, pathNot: TEST },
      to: {
        path: "^(app/(routes/|routes\\.ts|root\\.tsx|entry\\.|generation-endpoints/|admin/ui/|components/)|server/)",
      },
    },
    {
      name: "generation-imports-no-jobs",
      comment: "Generation is the domain the jobs run: it knows nothing of queues, bulk sheets or HTTP (decision 037).",
      severity: "error",
      from: { path: "^app/generation/", pathNot: TEST },
      to: { path: "^app/(jobs|bulk|generation-endpoints)/|^app/services\\.server\\.ts$" },
    },
    {
      name: "jobs-speak-no-http",
      comment: "Jobs store domain outcomes; HTTP status and bodies are made at the edge that answers (decision 037).",
      severity: "error",
      from: { path: "^app/jobs/", pathNot: TEST },
      to: { path: "^app/(generation-endpoints/|lib/http\\.server\\.ts$|services\\.server\\.ts$)" },
    },
    {
      name: "articles-know-no-generators",
      comment: "Articles are stored and read the same way whoever wrote them.",
      severity: "error",
      from: { path: "^app/(articles|content)/", pathNot: TEST },
      to: { path: "^app/(generation|generation-endpoints|jobs|bulk)/" },
    },
    {
      name: "browser-code-imports-no-server-module",
      comment:
        "The panel's UI and shared components are sent to the browser: a *.server.ts module there would ship server code (or fail the build). Its types may be named.",
      severity: "error",
      from: { path: "^app/(admin/ui|components)/", pathNot: TEST },
      to: { path: "\\.server\\.tsx?$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "tests-stay-out-of-the-app",
      comment: "Test support (tests/) is imported by tests only, never by what the server runs.",
      severity: "error",
      from: { path: "^(app|server)/", pathNot: TEST },
      to: { path: "^tests/" },
    },
  ],
  options: {
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    // React Router's generated route types (.react-router/types) are not code of ours.
    exclude: { path: "(^|/)\\.react-router/|\\+types/" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"] },
  },
};
