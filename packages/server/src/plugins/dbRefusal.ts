import type { MessageKey, MessageParams } from '../i18n/messages.js';

/** How a database refusal is answered: status, message key and the column it names (if known). */
export interface DbRefusal {
  readonly status: 400 | 409;
  readonly key: MessageKey;
  /** The column as a field name (src_layout_id -> srcLayoutId). */
  readonly field?: string;
  readonly params?: MessageParams;
}

interface DriverError {
  readonly code?: unknown;
  readonly message?: unknown;
  /** PostgreSQL: the column of a NOT NULL violation. */
  readonly column?: unknown;
  /** PostgreSQL: "Key (group_id)=(x) is not present in table ...". */
  readonly detail?: unknown;
}

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The first column a driver message names: PostgreSQL's detail "Key (a, b)=", SQLite's "failed: table.a, table.b". */
function columnOf(err: DriverError): string | undefined {
  if (typeof err.column === 'string' && err.column) return err.column;
  const detail = typeof err.detail === 'string' ? /^Key \(([a-z0-9_]+)/.exec(err.detail) : null;
  if (detail) return detail[1];
  const sqlite = typeof err.message === 'string' ? /constraint failed: [a-z0-9_]+\.([a-z0-9_]+)/.exec(err.message) : null;
  return sqlite?.[1];
}

/**
 * A constraint or data error of SQLite or PostgreSQL turned into the caller's refusal: the
 * services check input before writing, so reaching this means a check was missed, and the caller
 * still gets a 4xx naming the field (never the SQL). Anything else is not a refusal (undefined).
 */
export function dbRefusal(error: unknown, method: string): DbRefusal | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const err = error as DriverError;
  const code = String(err.code ?? '');
  const column = columnOf(err);
  const field = column ? camel(column) : undefined;
  const at = (refusal: Omit<DbRefusal, 'field'>): DbRefusal => (field ? { ...refusal, field } : refusal);
  const deleting = method === 'DELETE' || (typeof err.detail === 'string' && err.detail.includes('is still referenced'));
  switch (code) {
    case '23503':
    case 'SQLITE_CONSTRAINT_FOREIGNKEY':
      // SQLite does not say which key failed; a delete fails on rows still pointing at it.
      return deleting ? { status: 409, key: 'db.stillReferenced' } : at({ status: 400, key: 'db.referenceMissing' });
    case '23505':
    case 'SQLITE_CONSTRAINT_UNIQUE':
    case 'SQLITE_CONSTRAINT_PRIMARYKEY':
      return at({ status: 409, key: 'db.duplicate' });
    case '23502':
    case 'SQLITE_CONSTRAINT_NOTNULL':
      return at({ status: 400, key: 'db.required' });
    case '23514':
    case 'SQLITE_CONSTRAINT_CHECK':
    case '22P02': // invalid text representation (text where a number belongs)
    case '22021': // invalid byte sequence (NUL)
    case '22003': // numeric value out of range
    case '22001': // string too long for its column
    case '22007': // invalid date
    case '22008': // date out of range
    case 'SQLITE_MISMATCH':
    case 'SQLITE_TOOBIG':
      return at({ status: 400, key: 'db.invalid' });
    default:
      return undefined;
  }
}
