// Brings the wider readers' corpus back from where SOURCES.md says each page comes from: for every row that names
// a file, a repository, a path and a commit, the file as it is in that repository at that commit, gzip-compressed
// when the row's file name ends in `.gz` and the repository's file does not. Pages already there are left alone.
//
//   tsx scripts/restore-readers-corpus.ts [--to DIR] [--repositories DIR]
//
// --to: where the pages go (READERS_CORPUS, else ../shared/readers-corpus beside the repository).
// --repositories: a folder of git copies named `owner+name` (a `repo/` inside is looked into too); a repository
// not there is cloned bare from GitHub into that folder.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

type TSourceRow = { file: string; repository: string; filePath: string; commit: string };

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

/** Every table row of SOURCES.md naming a page, its repository, its path and a 40-digit commit. */
export function sourceRows(markdown: string): TSourceRow[] {
  const rows: TSourceRow[] = [];
  for (const line of markdown.split("\n")) {
    if (!line.startsWith("|")) continue;
    const cells = line
      .trim()
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((cell) => cell.trim());
    const commitAt = cells.findIndex((cell) => /^[0-9a-f]{40}$/.test(cell));
    if (commitAt < 2) continue;
    const [repository, filePath] = [cells[commitAt - 2]!, cells[commitAt - 1]!];
    if (!/^[\w.-]+\/[\w.-]+$/.test(repository) || filePath.includes(", ")) continue;
    rows.push({ file: cells[0]!, repository, filePath, commit: cells[commitAt]! });
  }
  return rows;
}

function gitDirectory(repositories: string, repository: string): string {
  const base = path.join(repositories, repository.replace("/", "+"));
  for (const candidate of [path.join(base, "repo", ".git"), path.join(base, "repo"), base]) {
    if (existsSync(path.join(candidate, "HEAD"))) return candidate;
  }
  mkdirSync(repositories, { recursive: true });
  execFileSync("git", ["clone", "--quiet", "--bare", `https://github.com/${repository}.git`, base], {
    stdio: "inherit",
  });
  return base;
}

function main(): void {
  const target = option("--to") ?? process.env.READERS_CORPUS ?? path.resolve(ROOT, "../shared/readers-corpus");
  const repositories = option("--repositories") ?? path.resolve(ROOT, "../.mirror");
  const rows = sourceRows(readFileSync(path.join(ROOT, "tests/fixtures/real/SOURCES.md"), "utf8"));
  mkdirSync(target, { recursive: true });
  let restored = 0;
  const failed: string[] = [];
  for (const row of rows) {
    const destination = path.join(target, row.file);
    if (existsSync(path.join(ROOT, "tests/fixtures/real", row.file)) || existsSync(destination)) continue;
    try {
      const bytes = execFileSync(
        "git",
        ["--git-dir", gitDirectory(repositories, row.repository), "show", `${row.commit}:${row.filePath}`],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      const compress = row.file.endsWith(".gz") && !row.filePath.endsWith(".gz");
      writeFileSync(destination, compress ? gzipSync(bytes, { level: 9 }) : bytes);
      restored += 1;
    } catch (error) {
      failed.push(
        `${row.file} (${row.repository} ${row.commit.slice(0, 7)}:${row.filePath}): ${String(error).split("\n")[0]}`,
      );
    }
  }
  console.log(`${rows.length} pages named in SOURCES.md; ${restored} restored into ${target}; ${failed.length} failed`);
  for (const line of failed) console.log(`  ${line}`);
  if (failed.length > 0) process.exitCode = 1;
}

main();
