// Liveness for load balancers and the benchmark's baseline: answers without touching the database.
export function loader() {
  return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
