import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { redactedRequest } from './log-redact.js';

describe('redactedRequest', () => {
  it('keeps the URL but not a token in its query', () => {
    const req = { method: 'GET', url: '/agvs/ws/fleet?layoutId=L1&token=eyJhbGc.secret&tenant_id=1000', host: 'h', ip: '127.0.0.1', socket: { remotePort: 1 } } as unknown as FastifyRequest;
    expect(redactedRequest(req).url).toBe('/agvs/ws/fleet?layoutId=L1&token=[redacted]&tenant_id=1000');
  });
});
