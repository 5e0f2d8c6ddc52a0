// The client data rules of spec section 9 on top of React Router's loaders: data rendered on the server is used
// as is when the page hydrates (no refetch), stays fresh for 5 minutes, and is reloaded when the window regains
// focus after that; tech news is never treated as fresh. Failed loads are not retried and nothing polls.
import { useEffect, useRef } from "react";
import { useLocation, useNavigation, useRevalidator } from "react-router";

export const FRESH_FOR_MS = 5 * 60 * 1000;
const NEVER_FRESH_PATHS = ["/tech-news"];

export function isStale(loadedAt: number, now: number, pathname: string): boolean {
  if (NEVER_FRESH_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return true;
  return now - loadedAt >= FRESH_FOR_MS;
}

export function useRevalidateOnFocus(): void {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const location = useLocation();
  // When the page's data arrived: set by the effect below on hydration and after every load.
  const loadedAt = useRef(0);

  // Every completed navigation or revalidation brings fresh data.
  useEffect(() => {
    if (navigation.state === "idle" && revalidator.state === "idle") loadedAt.current = Date.now();
  }, [navigation.state, revalidator.state, location.key]);

  useEffect(() => {
    const onFocus = () => {
      if (document.visibilityState !== "visible" || revalidator.state !== "idle") return;
      if (isStale(loadedAt.current, Date.now(), location.pathname)) void revalidator.revalidate();
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
    };
  }, [revalidator, location.pathname]);
}
