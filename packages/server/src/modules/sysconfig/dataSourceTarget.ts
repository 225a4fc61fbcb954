/**
 * Where a data source's password would be sent: driver, host and port (the database name or the
 * user may change without moving the password to another server). A stored password is only sent
 * to the target it was typed for.
 */
export function dataSourceTarget(dbType: string, url: string): string {
  if (dbType !== 'postgres') return `${dbType}:${url}`;
  try {
    const parsed = new URL(url);
    return `postgres://${parsed.hostname.toLowerCase()}:${parsed.port || '5432'}`;
  } catch {
    return `postgres:${url}`;
  }
}
