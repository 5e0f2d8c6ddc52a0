// Splits a streamed body into its lines as the chunks arrive. Each chunk is scanned once, so a long line sent in
// many small chunks costs its length, not its length times the number of chunks.
export interface TLineSplitter {
  /** Feeds a decoded chunk; calls `onLine` for every line it completes. */
  push(text: string): void;
  /** The stream ended: the text after the last newline, if any, is the last line. */
  end(): void;
}

export function createLineSplitter(onLine: (line: string) => void): TLineSplitter {
  let pending: string[] = [];
  return {
    push(text) {
      let start = 0;
      for (let newline = text.indexOf("\n"); newline !== -1; newline = text.indexOf("\n", start)) {
        pending.push(text.slice(start, newline));
        const line = pending.join("");
        pending = [];
        onLine(line);
        start = newline + 1;
      }
      if (start < text.length) pending.push(text.slice(start));
    },
    end() {
      const rest = pending.join("");
      pending = [];
      if (rest.trim()) onLine(rest);
    },
  };
}
