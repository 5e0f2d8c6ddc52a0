// One server log line for every failed generation, with its cause: the code, the message the editor saw and the
// chain of underlying causes (a network error's code, for example), so a failure can be traced from the log alone.
// Written to stdout: an expected failure (a page that could not be read) is not a server error.

function describeCause(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error instanceof Error ? error.cause : undefined;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof Error) {
      const code = (current as { code?: unknown }).code;
      parts.push(`${current.name}${typeof code === "string" ? ` ${code}` : ""}: ${current.message}`);
      current = current.cause;
    } else {
      parts.push(String(current));
      current = undefined;
    }
  }
  return parts.join(" <- ");
}

/** The log line for one failed generation (exported for its test). */
export function formatGenerationFailure(generator: string, error: unknown): string {
  const code = error instanceof Error ? ((error as { code?: unknown }).code ?? error.name) : "error";
  const message = error instanceof Error ? error.message : String(error);
  const cause = describeCause(error);
  return `Generation failed [${generator}] ${String(code)}: ${message}${cause ? ` (cause: ${cause})` : ""}`.replace(
    /\s*\n\s*/g,
    " ",
  );
}

export function logGenerationFailure(generator: string, error: unknown): void {
  console.info(formatGenerationFailure(generator, error));
}
