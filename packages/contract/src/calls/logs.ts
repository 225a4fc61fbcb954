import { LogLevelBody, LogLevelInfo } from '../api/monitoring.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/**
 * The server's log level (not in SPEC §7; the four log lists are generic resource calls). The
 * level is the process-wide pino level; the change is a PUT so the operation log records it.
 */
export const LogCalls = defineCalls('log level', {
  /** GET /sys/log/level → {level, levels}: the running level and the levels it may be switched to. */
  getLevel: { method: 'GET', path: '/sys/log/level', summary: "The server's current log level", access: { perm: Perm.logLevel }, response: LogLevelInfo },
  /** PUT /sys/log/level {level} → {level, levels} after the change. */
  setLevel: { method: 'PUT', path: '/sys/log/level', summary: 'Change the log level at run time', access: { perm: Perm.logLevel }, body: LogLevelBody, response: LogLevelInfo },
});
