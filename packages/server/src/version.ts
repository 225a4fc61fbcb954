import { readFileSync } from 'node:fs';

/** The server package's version; read from package.json so src and dist report the same. */
export const serverVersion: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
