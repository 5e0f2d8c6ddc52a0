// Which model the generators write with (GET /api/admin/ai-status), so every screen can name it in its labels, or
// say which AI_* variables to set and keep its generate button disabled.
import { useEffect, useState } from "react";
import type { TAiStatus } from "../admin-responses";
import { useAdminSession, type TAdminCall } from "../admin-session";

// One request per session (its marker) per page load: the screens mount and unmount as the admin switches tabs. Once
// answered, a screen shown again starts with the answer, so its header does not grow a moment after it appears.
let cached: { marker: string; status: Promise<TAiStatus>; answer?: TAiStatus } | null = null;

function loadAiStatus(marker: string, call: TAdminCall): Promise<TAiStatus> {
  if (cached?.marker !== marker) {
    const status = call<TAiStatus>("/api/admin/ai-status");
    const entry: NonNullable<typeof cached> = { marker, status };
    cached = entry;
    status.then(
      (answer) => {
        entry.answer = answer;
      },
      () => {
        if (cached === entry) cached = null;
      },
    );
  }
  return cached.status;
}

/** undefined while loading; a status with configured false (and the server's message) when generation cannot run. */
export function useAiStatus(): TAiStatus | undefined {
  const { marker, call } = useAdminSession();
  const [status, setStatus] = useState<TAiStatus | undefined>(() =>
    cached?.marker === marker ? cached.answer : undefined,
  );
  useEffect(() => {
    let current = true;
    loadAiStatus(marker, call).then(
      (next) => current && setStatus(next),
      () =>
        current &&
        setStatus({
          configured: false,
          provider: null,
          model: null,
          label: null,
          message: "Could not read the AI provider's status. Reload the page to try again.",
        }),
    );
    return () => {
      current = false;
    };
  }, [marker, call]);
  return status;
}
