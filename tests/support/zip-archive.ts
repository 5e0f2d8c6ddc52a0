// ZIP archives built byte by byte, for the zip-bomb tests: entries may declare sizes they do not have.
import { deflateRawSync } from "node:zlib";

export interface TZipEntry {
  name: string;
  inflated: number;
  data: Buffer;
  method?: number;
  /** What the directory claims the entry unpacks to (default: the truth). */
  declaredSize?: number;
}

/** A ZIP archive: local headers and data, then the central directory and its end record. */
export function zipOf(entries: TZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(entry.method ?? 8, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize ?? entry.inflated, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(entry.method ?? 8, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize ?? entry.inflated, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    directory.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

export function deflatedZeros(name: string, size: number): TZipEntry {
  return { name, inflated: size, data: deflateRawSync(Buffer.alloc(size)) };
}
