import { createClient } from 'redis';
import type { RedisStats } from '@agvs/contract';

/** Sections and key/value pairs of Redis INFO text. */
export function parseRedisInfo(text: string): Record<string, Record<string, string>> {
  const sections: Record<string, Record<string, string>> = {};
  let current = 'default';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) {
      current = line.slice(1).trim().toLowerCase();
      continue;
    }
    const at = line.indexOf(':');
    if (at > 0) (sections[current] ??= {})[line.slice(0, at)] = line.slice(at + 1);
  }
  return sections;
}

const TIMEOUT_MS = 3000;

/** INFO and DBSIZE of the configured Redis, through a short-lived connection. */
export async function redisStats(url: string | null, now: number): Promise<RedisStats> {
  if (!url) return { configured: false };
  const client = createClient({ url, socket: { connectTimeout: TIMEOUT_MS, reconnectStrategy: false } });
  client.on('error', () => {
    // Reported through the rejected command below.
  });
  await client.connect();
  try {
    const [info, dbSize] = await Promise.all([client.info(), client.dbSize()]);
    return { configured: true, time: now, info: parseRedisInfo(info), dbSize };
  } finally {
    await client.quit().catch(() => undefined);
  }
}
