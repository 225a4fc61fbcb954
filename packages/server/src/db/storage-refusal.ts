/** SQLite result codes (better-sqlite3's err.code) that mean the file cannot take writes now. */
const SQLITE_REFUSALS = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|BUSY|LOCKED|NOMEM|PROTOCOL)/;

/**
 * PostgreSQL SQLSTATE classes and codes that mean the server cannot take writes now:
 * 53 insufficient resources (53100 disk full), 08 connection lost, 57P0x shut down,
 * 58 system error (I/O), 25006 read-only transaction (a standby, or read-only set by an operator).
 */
const PG_REFUSALS = /^(53|08|58)...$|^57P0[1-3]$|^25006$/;

/** The socket to the database server failed. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/**
 * Did the database refuse the write for a reason of its own (disk full, read-only, gone), as
 * opposed to the write being wrong? Only such refusals halt the fleet; a wrong write stays an error.
 */
export function isStorageRefusal(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SQLITE_REFUSALS.test(code) || PG_REFUSALS.test(code) || NETWORK_CODES.has(code))) return true;
  // node-postgres ends a query on a dropped connection with a plain Error.
  return typeof message === 'string' && /^Connection terminated/.test(message);
}
