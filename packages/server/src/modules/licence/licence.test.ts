import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LicenceInfo, ServerInfos, type ApiResponse } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { FREE_ALLOWANCE } from './record.js';

/** The issuer's tool of the repository, run as an issuer runs it. */
const TOOL = resolve(import.meta.dirname, '../../../../../scripts/licence-tool.mjs');
const DAY_MS = 86_400_000;

let h: Harness;
let admin: string;
let operator: string;
let issuer: string;
let stranger: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'lic_op', roles: ['operator'] });
  admin = await h.token('admin', ADMIN_PASSWORD);
  operator = await h.token('lic_op', ADMIN_PASSWORD);
  issuer = mkdtempSync(join(tmpdir(), 'agvs-issuer-'));
  stranger = mkdtempSync(join(tmpdir(), 'agvs-stranger-'));
  tool('keygen', '--out', issuer);
  tool('keygen', '--out', stranger);
});
afterAll(async () => {
  await h?.close();
  rmSync(issuer, { recursive: true, force: true });
  rmSync(stranger, { recursive: true, force: true });
});

function tool(...args: string[]): string {
  const run = spawnSync(process.execPath, [TOOL, ...args], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A licence file signed with the key in `dir`. */
function signed(dir: string, options: { vehicles: number; notBefore?: number; notAfter?: number; modules?: string }): string {
  const out = join(dir, `${Math.random().toString(36).slice(2)}.lic`);
  tool(
    'sign', '--key', join(dir, 'licence-issuer.key'), '--customer-code', 'ACME', '--customer-name', 'Acme Logistics',
    '--vehicles', String(options.vehicles), '--equipment', '5',
    ...(options.modules ? ['--modules', options.modules] : []),
    '--not-before', day(options.notBefore ?? h.app.clock() - DAY_MS),
    ...(options.notAfter !== undefined ? ['--not-after', day(options.notAfter)] : []),
    '--out', out,
  );
  return readFileSync(out, 'utf8');
}

function trustIssuer(): void {
  mkdirSync(join(h.app.config.dataDir, 'licence-keys'), { recursive: true });
  copyFileSync(join(issuer, 'licence-issuer.pem'), join(h.app.config.dataDir, 'licence-keys', 'acme.pem'));
}

async function upload(token: string, content: string | null, filename = 'agvs.lic') {
  const boundary = '----agvslicence';
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n`;
  const response = await h.app.inject({
    method: 'POST',
    url: '/agvs/license/common/importLicenseUrl',
    headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en-GB' },
    payload: `${content !== null ? file : ''}--${boundary}--\r\n`,
  });
  return { status: response.statusCode, body: response.json() as ApiResponse<LicenceInfo | null> };
}

async function record(): Promise<LicenceInfo> {
  const { status, body } = await h.call('GET', '/license/common/getLicenseInfo', { token: operator, lang: 'en-GB' });
  expect(status, JSON.stringify(body)).toBe(200);
  return LicenceInfo.parse(body.result);
}

const validVehicles = async () => (await h.app.db.selectFrom('agvs').select('id').where('is_valid', '=', 1).execute()).length;

describe('licence (SPEC §7 "Licence", docs/licence.md)', () => {
  it('without a licence answers the free allowance with the installation’s real counts, to every signed-in user', async () => {
    const vehicles = await validVehicles();
    const equipment = (await h.app.db.selectFrom('equipment').select('id').execute()).length;
    expect(vehicles).toBeGreaterThan(0);
    expect(await record()).toMatchObject({
      licensed: false,
      licenceId: null,
      customerCode: 'AGVS',
      notAfter: null,
      timeRemainingStr: 'No expiry',
      timeWarning: false,
      agvNumber: FREE_ALLOWANCE.vehicles,
      isValidAgvNumber: vehicles,
      equipmentNumbers: FREE_ALLOWANCE.equipment,
      isValidEquipmentNumbers: equipment,
      isAgvNumbersCheck: 1,
      setAgvRemainingNumber: FREE_ALLOWANCE.vehicles - vehicles,
      agvWarning: false,
      modules: [],
    });
    expect((await record()).info).toContain(`${FREE_ALLOWANCE.vehicles} vehicles`);
  });

  it('refuses every file it cannot trust with code 201, naming the file and why, and keeps the free allowance', async () => {
    const good = signed(issuer, { vehicles: 50 });
    const noKey = await upload(admin, good, 'acme.lic');
    expect(noKey.body).toMatchObject({ success: false, code: 201 });
    expect(noKey.body.message).toMatch(/^acme\.lic: no licence issuer is trusted yet; copy the issuer's public key \(\.pem\) to .*licence-keys/);

    trustIssuer();
    const payload = JSON.parse(good) as { payload: string };
    const body = JSON.parse(Buffer.from(payload.payload, 'base64').toString('utf8')) as { vehicles: number };
    body.vehicles = 5000;
    const tampered = JSON.stringify({ ...payload, payload: Buffer.from(JSON.stringify(body)).toString('base64') });
    const cases: [string, string][] = [
      [tampered, 'the licence is not signed by a trusted issuer (or was changed after signing)'],
      [signed(stranger, { vehicles: 50 }), 'the licence is not signed by a trusted issuer (or was changed after signing)'],
      ['CERTIFICATE', 'this is not an AGVS licence file'],
      [JSON.stringify({ format: 'other' }), 'this is not an AGVS licence file'],
      [signed(issuer, { vehicles: 50, notBefore: h.app.clock() - 40 * DAY_MS, notAfter: h.app.clock() - 2 * DAY_MS }), 'the licence has already expired'],
      [signed(issuer, { vehicles: 50, notBefore: h.app.clock() + 3 * DAY_MS }), 'the licence is not valid yet'],
    ];
    for (const [content, reason] of cases) {
      expect((await upload(admin, content, 'x.lic')).body).toMatchObject({ success: false, code: 201, message: `x.lic: ${reason}` });
    }
    expect((await upload(admin, null)).body).toMatchObject({ success: false, message: 'Please choose a file to upload' });
    expect((await upload(operator, good)).status).toBe(403);
    expect(await h.app.db.selectFrom('licences').select('id').execute()).toHaveLength(0);
    expect((await record()).licensed).toBe(false);
  });

  it('imports a licence signed by a trusted issuer: its customer, counts, modules and days left are the record', async () => {
    trustIssuer();
    const vehicles = await validVehicles();
    const notAfter = h.app.clock() + 100 * DAY_MS;
    const imported = await upload(admin, signed(issuer, { vehicles: vehicles + 3, notAfter, modules: 'vda5050,kanban' }));
    expect(imported.body.success, imported.body.message).toBe(true);
    const info = await record();
    expect(info).toMatchObject({
      licensed: true,
      customerCode: 'ACME',
      customerName: 'Acme Logistics',
      agvNumber: vehicles + 3,
      equipmentNumbers: 5,
      isValidAgvNumber: vehicles,
      setAgvRemainingNumber: 3,
      agvWarning: false,
      timeWarning: false,
      modules: ['vda5050', 'kanban'],
      info: 'Licensed to Acme Logistics',
    });
    expect(info.timeRemainingStr).toMatch(/^(100|101) days left$/);
    expect(info.licenceId).toBe(LicenceInfo.parse(imported.body.result).licenceId);
  });

  it('warns when no vehicle may be added (SPEC §4) and in the last 30 days; an expired licence says so', async () => {
    trustIssuer();
    const vehicles = await validVehicles();
    expect((await upload(admin, signed(issuer, { vehicles, notAfter: h.app.clock() + 10 * DAY_MS }))).body.success).toBe(true);
    expect(await record()).toMatchObject({ setAgvRemainingNumber: 0, agvWarning: true, timeWarning: true });

    // The licence runs out while the server runs: the record says when; the fleet is not stopped.
    h.advance(20 * DAY_MS);
    // Sessions last 7 days: sign in again in the new month.
    admin = await h.token('admin', ADMIN_PASSWORD);
    operator = await h.token('lic_op', ADMIN_PASSWORD);
    const expired = await record();
    expect(expired).toMatchObject({ licensed: true, timeWarning: true });
    expect(expired.timeRemainingStr).toMatch(/^Expired on \d{4}-\d{2}-\d{2}$/);
  });

  it('a licence whose issuer key is taken away, or whose stored file was edited, is no licence any more', async () => {
    trustIssuer();
    expect((await upload(admin, signed(issuer, { vehicles: 99 }))).body.success).toBe(true);
    expect((await record()).agvNumber).toBe(99);
    await h.app.db.updateTable('licences').set({ content: 'edited' }).execute();
    expect((await record()).licensed).toBe(false);

    expect((await upload(admin, signed(issuer, { vehicles: 98 }))).body.success).toBe(true);
    unlinkSync(join(h.app.config.dataDir, 'licence-keys', 'acme.pem'));
    writeFileSync(join(h.app.config.dataDir, 'licence-keys', 'broken.pem'), 'not a key');
    expect((await record()).licensed).toBe(false);
  });

  it('keeps answering the verified licence, and drops it as soon as its issuer key is replaced in place by another', async () => {
    trustIssuer();
    expect((await upload(admin, signed(issuer, { vehicles: 97 }))).body.success).toBe(true);
    const keyFile = join(h.app.config.dataDir, 'licence-keys', 'acme.pem');
    for (let i = 0; i < 3; i++) expect((await record()).agvNumber).toBe(97);
    // Same file name and size, another issuer's key: the licence no longer verifies.
    copyFileSync(join(stranger, 'licence-issuer.pem'), keyFile);
    expect((await record()).licensed).toBe(false);
    copyFileSync(join(issuer, 'licence-issuer.pem'), keyFile);
    expect((await record()).agvNumber).toBe(97);
    // A key added beside it changes nothing.
    copyFileSync(join(stranger, 'licence-issuer.pem'), join(h.app.config.dataDir, 'licence-keys', 'other.pem'));
    expect((await record()).agvNumber).toBe(97);
    // Removed from the table (whoever writes it): the free allowance at once.
    await h.app.db.deleteFrom('licences').execute();
    expect(await record()).toMatchObject({ licensed: false, agvNumber: FREE_ALLOWANCE.vehicles });
  });

  it('gives the machine’s information to administrators only', async () => {
    const infos = ServerInfos.parse((await h.call('GET', '/license/getServerInfos', { token: admin })).body.result);
    expect(infos.dialect).toBe(h.app.dialect);
    expect((await h.call('GET', '/license/getServerInfos', { token: operator })).status).toBe(403);
  });
});
