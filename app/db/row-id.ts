// Row ids are PostgreSQL `integer`s: a number outside this range cannot name a row, and comparing one with an
// id column makes PostgreSQL fail ("out of range for type integer"), so input is checked against it first. The one
// reading of a row id from a path: plain decimal digits without a leading zero, 1 to MAX_ROW_ID ("1e3", "0x10",
// " 7" and "07" name no row).
import { AppError } from "~/lib/app-error";

export const MAX_ROW_ID = 2_147_483_647;

const ROW_ID_DIGITS = /^[1-9]\d{0,9}$/;

/** Whether a string of digits names a possible row id (1 to MAX_ROW_ID). */
export function isRowIdInRange(digits: string): boolean {
  const id = Number(digits);
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID;
}

/** The row id a path parameter names, or null. */
export function rowIdOrNull(raw: string | undefined): number | null {
  return raw !== undefined && ROW_ID_DIGITS.test(raw) && isRowIdInRange(raw) ? Number(raw) : null;
}

/** The row id a path parameter names; anything else is a 400 saying `message`. */
export function parseRowId(raw: string | undefined, message: string): number {
  const id = rowIdOrNull(raw);
  if (id === null) throw new AppError("bad_request", message);
  return id;
}
