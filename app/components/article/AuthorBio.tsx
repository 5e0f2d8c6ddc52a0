// The fixed 'About the Author' block: one editorial author, worded in the page rather than loaded. The article page's
// loader renders it to HTML on the server (a server HTML island), so the page's script does not carry it.
import { EDITORIAL_AUTHOR } from "~/articles/editorial-author";

export function AuthorBio() {
  const author = EDITORIAL_AUTHOR;
  return (
    <section aria-labelledby="about-author" className="rounded-xl border border-line bg-panel p-6">
      <h2 id="about-author" className="text-lg font-bold text-white">
        About the Author
      </h2>
      <div className="mt-4 flex gap-4">
        <div
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-accent-strong text-xl font-extrabold text-white"
        >
          MR
        </div>
        <div>
          <p className="font-bold text-white">{author.name}</p>
          <p className="text-sm text-violet-300">{author.title}</p>
          <p className="mt-3 text-sm leading-relaxed text-zinc-300">{author.biography}</p>
          <p className="mt-3 text-sm text-zinc-400">{author.education}</p>
          <ul className="mt-3 space-y-1 text-sm text-zinc-400">
            {author.employers.map((e) => (
              <li key={e.company}>
                {e.role}, {e.company}
              </li>
            ))}
          </ul>
          <ul className="mt-3 flex flex-wrap gap-2 text-xs" aria-label="Areas of expertise">
            {author.expertise.map((area) => (
              <li key={area} className="rounded-full bg-white/5 px-2.5 py-1 text-zinc-300">
                {area}
              </li>
            ))}
          </ul>
          <a
            href={author.social.url}
            rel="me noopener noreferrer"
            target="_blank"
            className="mt-3 inline-block text-sm text-violet-300 underline"
          >
            {author.social.label}
          </a>
        </div>
      </div>
    </section>
  );
}
