// The logged-in panel: 'Content Management' with New Article, Logout and the ten tabs (Radix Tabs).
import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ArticlesTab } from "./ArticlesTab";
import { BUTTON_CLASSES } from "./controls";
import { GENERATOR_TABS } from "./generator-tabs";

const TAB_TRIGGER_CLASS =
  "rounded-md px-3 py-2 text-sm font-medium text-zinc-300 transition hover:bg-white/5 hover:text-white data-[state=active]:bg-accent-strong data-[state=active]:text-white";

export function ContentManagement({ onLogout }: { onLogout: () => void }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get("tab") ?? "articles";
  const openNewArticle = () => navigate("/admin/articles/new");
  // After the login card goes (or the editor closes) focus would fall to the page's body: it starts at the heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) heading.current?.focus();
  }, []);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-3xl font-extrabold tracking-tight text-white focus:outline-none"
          >
            Content Management
          </h1>
          <p className="mt-1 text-sm text-zinc-400">Write, edit and publish the site's articles.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/categories" className={BUTTON_CLASSES.secondary}>
            Categories &amp; Tags
          </Link>
          <Link to="/admin/media" className={BUTTON_CLASSES.secondary}>
            Media
          </Link>
          <button type="button" className={BUTTON_CLASSES.primary} onClick={openNewArticle}>
            <span aria-hidden="true">+</span> New Article
          </button>
          <button type="button" className={BUTTON_CLASSES.secondary} onClick={onLogout}>
            Logout
          </button>
        </div>
      </div>

      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          setSearchParams(value === "articles" ? {} : { tab: value }, { replace: true, preventScrollReset: true })
        }
      >
        <Tabs.List
          aria-label="Admin sections"
          className="mb-6 flex flex-wrap gap-1 rounded-xl border border-line bg-panel p-1.5"
        >
          <Tabs.Trigger value="articles" className={TAB_TRIGGER_CLASS}>
            Articles
          </Tabs.Trigger>
          <Tabs.Trigger value="create" className={TAB_TRIGGER_CLASS}>
            Create
          </Tabs.Trigger>

          {GENERATOR_TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value} className={TAB_TRIGGER_CLASS}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="articles">
          <ArticlesTab />
        </Tabs.Content>
        <Tabs.Content value="create">
          <div className="rounded-xl border border-line bg-panel p-10 text-center">
            <h2 className="text-lg font-bold text-white">Write an article by hand</h2>
            <p className="mx-auto mt-2 max-w-md text-sm text-zinc-400">
              Open the editor to write, format and publish a new article.
            </p>
            <button type="button" className={`${BUTTON_CLASSES.primary} mt-6`} onClick={openNewArticle}>
              Open Article Editor
            </button>
          </div>
        </Tabs.Content>
        {GENERATOR_TABS.map(({ value, Screen }) => (
          <Tabs.Content key={value} value={value}>
            <Screen />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
