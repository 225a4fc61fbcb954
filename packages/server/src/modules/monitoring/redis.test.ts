import { describe, expect, it } from 'vitest';
import { parseRedisInfo } from './redis.js';

describe('parseRedisInfo', () => {
  it('groups INFO lines by section, keeping values with colons whole', () => {
    const info = parseRedisInfo('# Server\r\nredis_version:7.0.15\r\nexecutable:/usr/bin/redis-server\r\n\r\n# Memory\r\nused_memory:1024\r\n');
    expect(info).toEqual({ server: { redis_version: '7.0.15', executable: '/usr/bin/redis-server' }, memory: { used_memory: '1024' } });
  });
});
