import { DB_TYPES, dataSourceResource } from '@agvs/contract';
import type { Row, ServerResource } from '../../resources/definition.js';
import { sqlitePath, validPostgresUrl } from './connectionTest.js';
import { dataSourceTarget } from './dataSourceTarget.js';
import { fieldError } from './fieldError.js';
import { sealSecret } from './secretBox.js';

/** Refuses a database type or URL the server would not connect to (saved or only tested). */
export function checkDataSourceTarget(dbType: string, url: string, dataDir: string): void {
  if (!(DB_TYPES as readonly string[]).includes(dbType)) throw fieldError('dbType', 'sysconfig.dbTypeUnsupported');
  if (dbType === 'postgres' ? !validPostgresUrl(url) : !sqlitePath(dataDir, url)) throw fieldError('url', 'sysconfig.dataSourceUrlInvalid');
}

/**
 * Data sources: PostgreSQL URLs, or SQLite files under DATA_DIR/datasources. The password is
 * sealed with the installation key and never selected (writeOnly); an edit without one keeps it,
 * bound to the host it was typed for (password_target): moved elsewhere, it must be typed again.
 */
export const dataSourceServerResource: ServerResource = {
  manifest: dataSourceResource,
  table: 'data_sources',
  tenant: { kind: 'installation' },
  columns: { code: 'code', name: 'name', dbType: 'db_type', url: 'url', username: 'username', password: 'password_enc' },
  createdColumn: 'created_at',
  prepare: (values: Row, _body, ctx) => {
    checkDataSourceTarget(String(values['db_type']), String(values['url']), ctx.config.dataDir);
    const out: Row = { ...values };
    const password = values['password_enc'];
    if (typeof password === 'string' && password !== '') {
      out['password_enc'] = sealSecret(ctx.config.dataDir, password);
      out['password_target'] = dataSourceTarget(String(values['db_type']), String(values['url']));
    } else if (ctx.mode === 'edit') delete out['password_enc'];
    else out['password_enc'] = null;
    return out;
  },
};
