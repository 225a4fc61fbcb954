import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.js';
import { AppError, RequestValidationError } from '../errors.js';
import type { Translate } from '../i18n/messages.js';
import { describeIssues } from '../i18n/validation.js';
import { unsafeTextIssues } from '../lib/unsafeText.js';
import type { Row, ServerResource, WriteContext } from './definition.js';
import type { SheetRow } from './excel.js';
import { insertRow } from './repository.js';

export interface ImportOutcome {
  /** Ids of the stored rows: every row of the sheet, or none when `errors` is not empty. */
  readonly ids: readonly string[];
  /** One translated line per refused row ("Row 3: ..."). */
  readonly errors: readonly string[];
}

/** Why one row was refused, in the reader's words; other errors are not a row's fault. */
function rowError(err: unknown, t: Translate): string | undefined {
  if (err instanceof AppError) return t(err.messageKey, err.params);
  if (err instanceof RequestValidationError) return describeIssues(err.issues, 'body', t);
  return undefined;
}

/**
 * Stores the rows of a sheet all or none, in one transaction: each row is checked and written
 * inside a savepoint, so every refused row is reported (later rows see the earlier ones, e.g.
 * a duplicate within the file), and one refused row rolls the whole file back.
 */
export async function importRows(
  db: Kysely<Database>,
  resource: ServerResource,
  rows: readonly SheetRow[],
  schema: z.ZodType,
  ctx: WriteContext,
  t: Translate,
): Promise<ImportOutcome> {
  const errors: string[] = [];
  const ids: string[] = [];
  const trx = await db.startTransaction().execute();
  try {
    for (const { line, values } of rows) {
      const unsafe = unsafeTextIssues(values);
      const parsed = unsafe.length ? undefined : schema.safeParse(values, { reportInput: true });
      if (!parsed?.success) {
        errors.push(t('admin.importRowError', { line, message: describeIssues(parsed?.error.issues ?? unsafe, 'body', t) }));
        continue;
      }
      const row = await trx.savepoint('import_row').execute();
      try {
        ids.push(await insertRow(row, resource, parsed.data as Row, ctx));
        await row.releaseSavepoint('import_row').execute();
      } catch (err) {
        await row.rollbackToSavepoint('import_row').execute();
        const message = rowError(err, t);
        if (message === undefined) throw err;
        errors.push(t('admin.importRowError', { line, message }));
      }
    }
  } catch (err) {
    await trx.rollback().execute();
    throw err;
  }
  if (errors.length) {
    await trx.rollback().execute();
    return { ids: [], errors };
  }
  await trx.commit().execute();
  return { ids, errors };
}
