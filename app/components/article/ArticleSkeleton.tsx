// The article page while it loads after a click (spec: "While loading it shows a skeleton"): the shapes of the
// breadcrumb, title, byline, verdict and body, so the page does not jump when the article arrives.
export function ArticleSkeleton() {
  return (
    <div
      className="mx-auto max-w-7xl animate-pulse px-4 py-8"
      role="status"
      aria-label="Loading article"
      data-article-skeleton
    >
      <div className="h-4 w-64 rounded bg-white/10" />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="space-y-8">
          <div>
            <div className="h-6 w-24 rounded-full bg-white/10" />
            <div className="mt-4 h-10 w-11/12 rounded bg-white/10" />
            <div className="mt-3 h-10 w-3/5 rounded bg-white/10" />
            <div className="mt-5 h-4 w-56 rounded bg-white/5" />
          </div>
          <div className="h-40 rounded-xl border border-line bg-panel" />
          <div className="aspect-[1200/630] rounded-xl bg-white/5" />
          <div className="space-y-3">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className={`h-4 rounded bg-white/5 ${i % 3 === 2 ? "w-2/3" : "w-full"}`} />
            ))}
          </div>
        </div>
        <div className="h-64 rounded-xl border border-line bg-panel" />
      </div>
    </div>
  );
}
