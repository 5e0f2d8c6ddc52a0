// Layout for the fixed editorial pages (about, privacy, terms, contact).
export function StaticPage({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold uppercase tracking-widest text-violet-300">{eyebrow}</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-white">{title}</h1>
      <p className="mt-4 text-lg text-zinc-300">{intro}</p>
      <div className="prose-static mt-10 space-y-8 text-zinc-300 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-white [&_li]:ml-5 [&_li]:list-disc [&_p]:leading-relaxed [&_ul]:space-y-2 [&_a]:text-violet-300 [&_a]:underline">
        {children}
      </div>
    </article>
  );
}
