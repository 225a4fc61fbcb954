/** The range of an `integer` column in PostgreSQL (SQLite's integers are wider). */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;

/** Text of a whole number that fits an `integer` column. */
export function isIntText(text: string): boolean {
  return /^-?\d{1,10}$/.test(text) && Number(text) >= INT_MIN && Number(text) <= INT_MAX;
}

/** Text of a whole number that fits a `bigint` column holding ms since epoch (15 digits reach year 33658). */
export function isBigintText(text: string): boolean {
  return /^-?\d{1,15}$/.test(text);
}
