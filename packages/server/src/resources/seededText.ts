import { hasMessage, type Translate } from '../i18n/messages.js';
import type { Row } from './definition.js';

/**
 * A `decorate` hook for rows the server seeds with a message key in some fields (parameter
 * descriptions, fill rule names): those fields are shown in the reader's language, while text an
 * administrator typed stays as written (the same rule as seeded menu titles).
 */
export const seededText =
  (...fields: readonly string[]) =>
  async (_db: unknown, _tenantId: number, rows: readonly Row[], t: Translate): Promise<Row[]> =>
    rows.map((row) => {
      const shown: Row = { ...row };
      for (const field of fields) {
        const value = row[field];
        if (typeof value === 'string' && hasMessage(value)) shown[field] = t(value);
      }
      return shown;
    });
