// Row ids are PostgreSQL `integer`s: a number outside this range cannot name a row, and comparing one with an
// id column makes PostgreSQL fail ("out of range for type integer"), so input is checked against it first.
export const MAX_ROW_ID = 2_147_483_647;

/** Whether a string of digits names a possible row id (1 to MAX_ROW_ID). */
export function isRowIdInRange(digits: string): boolean {
  const id = Number(digits);
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID;
}
