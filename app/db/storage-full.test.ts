// A full disk is told by its codes: the kernel's ENOSPC (a real one, from /dev/full) and PostgreSQL's SQLSTATE 53100
// under Drizzle's query error; the reason given is the inner error's own words, never the query and its values.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { isStorageFull, storageFullReason } from "./storage-full";

function writeToFullDevice(): unknown {
  try {
    fs.writeFileSync("/dev/full", "a revision");
  } catch (error) {
    return error;
  }
  throw new Error("/dev/full accepted a write");
}

describe("a full disk", () => {
  it.runIf(fs.existsSync("/dev/full"))("is the file system's ENOSPC", () => {
    const error = writeToFullDevice();
    expect(isStorageFull(error)).toBe(true);
    expect(storageFullReason(error)).toMatch(/no space left on device/i);
  });

  it("is the database's disk_full under the query error, reported without the query", () => {
    const database = Object.assign(new Error('could not extend file "base/5/16390": No space left on device'), {
      code: "53100",
    });
    const query = new Error("Failed query: insert into articles ... params: the whole body", { cause: database });
    expect(storageFullReason(query)).toBe('could not extend file "base/5/16390": No space left on device');
  });

  it("is nothing else: another database error, a unique clash, a plain failure", () => {
    const unique = Object.assign(new Error("duplicate key value"), { code: "23505" });
    expect(isStorageFull(new Error("wrapped", { cause: unique }))).toBe(false);
    expect(isStorageFull(new Error("No space left on device"))).toBe(false);
    expect(isStorageFull(null)).toBe(false);
  });
});
