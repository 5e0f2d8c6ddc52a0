// Any unknown path: the 404 page inside the site layout, answered with HTTP status 404.
import { data, Link } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: "404 Page Not Found" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-violet-300">Error 404</p>
      <h1 className="mt-3 text-4xl font-extrabold text-white">404 Page Not Found</h1>
      <p className="mt-4 text-zinc-400">That page does not exist. Unlike most product claims, we checked.</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-lg bg-accent-strong px-6 py-3 font-semibold text-white hover:bg-violet-800"
      >
        Back to Home
      </Link>
    </section>
  );
}
