import { DB_TYPES, dataSourceResource } from '@agvs/contract';
import type { Row, ServerResource } from '../../resources/definition.js';
import { sqlitePath, validPostgresUrl } from './connectionTest.js';
import { fieldError } from './fieldError.js';
import { sealSecret } from './secretBox.js';

/**
 * Data sources: PostgreSQL URLs, or SQLite files under DATA_DIR/datasources. The password is
 * sealed with the installation key and never selected (writeOnly); an edit without one keeps it.
 */
export const dataSourceServerResource: ServerResource = {
  manifest: dataSourceResource,
  table: 'data_sources',
  columns: { code: 'code', name: 'name', dbType: 'db_type', url: 'url', username: 'username', password: 'password_enc' },
  createdColumn: 'created_at',
  prepare: (values: Row, _body, ctx) => {
    const dbType = String(values['db_type']);
    if (!(DB_TYPES as readonly string[]).includes(dbType)) throw fieldError('dbType', 'sysconfig.dbTypeUnsupported');
    const url = String(values['url']);
    if (dbType === 'postgres' ? !validPostgresUrl(url) : !sqlitePath(ctx.config.dataDir, url)) throw fieldError('url', 'sysconfig.dataSourceUrlInvalid');
    const out: Row = { ...values };
    const password = values['password_enc'];
    if (typeof password === 'string' && password !== '') out['password_enc'] = sealSecret(ctx.config.dataDir, password);
    else if (ctx.mode === 'edit') delete out['password_enc'];
    else out['password_enc'] = null;
    return out;
  },
};
