import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

/** A PostgreSQL look-alike that asks for a clear-text password and records what it is sent. */
interface FakePostgres {
  readonly port: number;
  readonly passwords: string[];
  close(): Promise<void>;
}

async function fakePostgres(): Promise<FakePostgres> {
  const passwords: string[] = [];
  const server: Server = createServer((socket) => {
    socket.once('data', () => {
      socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3])); // AuthenticationCleartextPassword
      socket.once('data', (message) => {
        if (message[0] === 0x70) passwords.push(message.subarray(5, message.readUInt32BE(1)).toString('utf8'));
        socket.destroy();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { port, passwords, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let h: Harness;
let admin: string;
let stored: FakePostgres;
let elsewhere: FakePostgres;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
  [stored, elsewhere] = await Promise.all([fakePostgres(), fakePostgres()]);
});
afterAll(async () => {
  await Promise.all([stored?.close(), elsewhere?.close()]);
  await h?.close();
});

const STORED = 'Stored#pw2026';
const test = (body: Record<string, unknown>) => h.call('POST', '/sys/dataSource/testConnection', { token: admin, lang: 'en-GB', body });
const retype = /\(password\) must be typed again/;

describe('testing a stored data source', () => {
  let id: string;
  beforeAll(async () => {
    const url = `postgres://127.0.0.1:${stored.port}/mes`;
    const added = await h.call<{ id: string }>('POST', '/sys/dataSource/add', {
      token: admin,
      body: { code: 'mes', name: 'MES', dbType: 'postgres', url, username: 'reader', password: STORED },
    });
    id = added.body.result.id;
  });

  it('sends the stored password to the host and port it was saved for, also for another database there', async () => {
    await test({ id });
    await test({ id, dbType: 'postgres', url: `postgres://127.0.0.1:${stored.port}/archive`, password: '' });
    expect(stored.passwords).toEqual([STORED, STORED]);
  });

  it('asks for the password again when host, port or driver change, and sends the stored one nowhere', async () => {
    for (const target of [
      { dbType: 'postgres', url: `postgres://127.0.0.1:${elsewhere.port}/mes` },
      { dbType: 'postgres', url: `postgres://localhost:${stored.port}/mes` },
      { dbType: 'sqlite', url: 'mes.db' },
    ]) {
      const refused = await test({ id, ...target, password: '' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(retype);
    }
    expect(elsewhere.passwords).toEqual([]);

    await test({ id, dbType: 'postgres', url: `postgres://127.0.0.1:${elsewhere.port}/mes`, password: 'Typed#pw2026' });
    expect(elsewhere.passwords).toEqual(['Typed#pw2026']);
  });

  it('keeps a password saved for one host from following an edit to another', async () => {
    const moved = { id, code: 'mes', name: 'MES', dbType: 'postgres', url: `postgres://127.0.0.1:${elsewhere.port}/mes`, username: 'reader', password: '' };
    expect((await h.call('PUT', '/sys/dataSource/edit', { token: admin, body: moved })).body.success).toBe(true);
    const refused = await test({ id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(retype);
    expect(elsewhere.passwords).toEqual(['Typed#pw2026']);
  });
});
