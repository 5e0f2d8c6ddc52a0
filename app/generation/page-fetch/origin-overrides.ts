// Origin overrides, like a hosts file: the address fetched instead of a public origin, and back again for
// addresses that come from the fetched side (redirects), so readers only ever see public addresses.
import type { TOriginOverride } from "./fetcher-options";

function stripPrefix(pathname: string): string {
  return pathname.replace(/\/+$/, "");
}

export function applyOriginOverride(url: URL, overrides: readonly TOriginOverride[]): URL {
  const override = overrides.find((entry) => entry.from === url.origin);
  if (!override) return url;
  return new URL(`${stripPrefix(override.to.pathname)}${url.pathname}${url.search}`, override.to.origin);
}

export function undoOriginOverride(url: URL, overrides: readonly TOriginOverride[]): URL {
  const candidates = overrides
    .filter((entry) => entry.to.origin === url.origin)
    .filter((entry) => {
      const prefix = stripPrefix(entry.to.pathname);
      return prefix === "" || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
    })
    .sort((a, b) => b.to.pathname.length - a.to.pathname.length);
  const match = candidates[0];
  if (!match) return url;
  const rest = url.pathname.slice(stripPrefix(match.to.pathname).length) || "/";
  return new URL(`${rest}${url.search}`, match.from);
}
