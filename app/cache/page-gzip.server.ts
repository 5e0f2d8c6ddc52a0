// gzip of a page whose static parts are compressed once. Every document inlines the site stylesheet (app/root.tsx,
// decision 032), about 36 KB of the 90 KB of a long review: compressing it again for every render was two fifths of
// the page's gzip work. Here the stylesheet is compressed once, when the server starts, and a render compresses only
// the page's own bytes around it. Each piece ends on a byte boundary (a sync flush) and none refers to bytes before its
// own start, so the pieces joined make one valid deflate stream, wrapped in one gzip member with the CRC-32 of the
// whole page: the way pigz joins the blocks it compresses in parallel. A reader unpacks exactly the page's bytes.
// A page's own bytes are compressed at level 1, on this thread (decision 060): of a long review's 53 KB, 0.26 ms
// against level 6's 0.63 ms for 1.6 KB more, and handing a piece to zlib's thread cost the main thread more than
// compressing it here.
import { promisify } from "node:util";
import { constants, crc32, deflateRaw, deflateRawSync } from "node:zlib";

const deflateRawAsync = promisify(deflateRaw);

// One output chunk for a piece (zlib's default of 16 KB took several trips between the compression thread and this
// one); HTML compresses to well under half its size.
const MIN_CHUNK_BYTES = 16 * 1024;
// A gzip member's header (RFC 1952): deflate, no flags, no time, OS Unix, as Node's own gzip writes it.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
// Its trailer: the CRC-32 and the length (modulo 2^32) of the uncompressed bytes, little-endian.
const TRAILER_BYTES = 8;
// Pieces up to this size (a page's own bytes, within a millisecond at level 1) are compressed on this thread: less work
// in all than handing them to zlib's thread and back. Longer ones (a large list answer) go to zlib's thread, so one
// answer does not hold every other request for milliseconds.
const SYNC_PIECE_BYTES = 256 * 1024;
// The level of a page's own bytes: zlib's fastest, which still finds the repeats of HTML (decision 060).
const PAGE_LEVEL = 1;
// Only parts this long are worth looking for.
const MIN_STATIC_PART_BYTES = 4 * 1024;

interface TStaticPart {
  bytes: Buffer;
  // Its first bytes, looked for before the whole part is compared (a search for the whole 36 KB would prepare a
  // table of that size for every page).
  head: Buffer;
  deflated: Buffer;
}

const HEAD_BYTES = 64;

// Where `part` starts in `body` at or after `from`, or -1.
function indexOfPart(body: Buffer, part: TStaticPart, from: number): number {
  for (let at = body.indexOf(part.head, from); at >= 0; at = body.indexOf(part.head, at + 1)) {
    if (body.subarray(at, at + part.bytes.length).equals(part.bytes)) return at;
  }
  return -1;
}

export class PageGzip {
  private readonly parts: TStaticPart[];

  /** `staticParts`: texts pages carry verbatim (the inlined stylesheet), each compressed here once. */
  constructor(
    staticParts: string[],
    private readonly level = PAGE_LEVEL,
  ) {
    this.parts = staticParts
      .map((text) => Buffer.from(text))
      .filter((bytes) => bytes.length >= MIN_STATIC_PART_BYTES)
      .map((bytes) => ({
        bytes,
        head: bytes.subarray(0, HEAD_BYTES),
        deflated: deflateRawSync(bytes, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }),
      }));
  }

  /** The body as one gzip member, its static parts (where it carries them) taken as compressed once. */
  async gzip(body: Buffer): Promise<Buffer> {
    // The page's own pieces, and the static parts between them, in order.
    const pieces: (Buffer | TStaticPart)[] = [];
    let from = 0;
    for (const part of this.parts) {
      const at = indexOfPart(body, part, from);
      if (at < 0) continue;
      pieces.push(body.subarray(from, at), part);
      from = at + part.bytes.length;
    }
    pieces.push(body.subarray(from));
    const last = pieces.length - 1;
    const finishFlushOf = (index: number) => (index === last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH);
    const deflated = await Promise.all(
      pieces.map((piece, index) =>
        !Buffer.isBuffer(piece)
          ? piece.deflated
          : piece.length < SYNC_PIECE_BYTES
            ? deflateRawSync(piece, { level: this.level, finishFlush: finishFlushOf(index) })
            : deflateRawAsync(piece, {
                level: this.level,
                chunkSize: Math.max(MIN_CHUNK_BYTES, Math.ceil(piece.length / 2)),
                finishFlush: finishFlushOf(index),
              }),
      ),
    );
    // In a buffer of its own size (never a slice of a shared pool or of zlib's output chunk): the response cache
    // keeps it for minutes and counts its bytes.
    const gzipped = Buffer.allocUnsafeSlow(
      GZIP_HEADER.length + deflated.reduce((sum, piece) => sum + piece.length, 0) + TRAILER_BYTES,
    );
    let at = GZIP_HEADER.copy(gzipped, 0);
    for (const piece of deflated) at += piece.copy(gzipped, at);
    gzipped.writeUInt32LE(crc32(body), at);
    gzipped.writeUInt32LE(body.length % 2 ** 32, at + 4);
    return gzipped;
  }
}
