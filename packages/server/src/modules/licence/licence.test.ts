import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LicenceInfo, ServerInfos, type ApiResponse } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
let operator: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'lic_op', roles: ['operator'] });
  admin = await h.token('admin', ADMIN_PASSWORD);
  operator = await h.token('lic_op', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

async function upload(token: string, withFile = true) {
  const boundary = '----agvslicence';
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="agvs.lic"\r\nContent-Type: application/octet-stream\r\n\r\nCERTIFICATE\r\n`;
  const response = await h.app.inject({
    method: 'POST',
    url: '/agvs/license/common/importLicenseUrl',
    headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en-GB' },
    payload: `${withFile ? file : ''}--${boundary}--\r\n`,
  });
  return { status: response.statusCode, body: response.json() as ApiResponse<null> };
}

describe('licence (SPEC §7 "Licence")', () => {
  it('answers an open, unlimited record with the tenant’s real vehicle and equipment counts, to every signed-in user', async () => {
    const validAgvs = await h.app.db.selectFrom('agvs').select('id').where('tenant_id', '=', 1000).where('is_valid', '=', 1).execute();
    const equipment = await h.app.db.selectFrom('equipment').select('id').where('tenant_id', '=', 1000).execute();
    const { status, body } = await h.call('GET', '/license/common/getLicenseInfo', { token: operator, lang: 'en-GB' });
    expect(status, JSON.stringify(body)).toBe(200);
    const info = LicenceInfo.parse(body.result);
    expect(info).toMatchObject({
      customerCode: 'AGVS',
      notAfter: null,
      timeWarning: false,
      agvNumber: validAgvs.length,
      isValidAgvNumber: validAgvs.length,
      equipmentNumbers: equipment.length,
      isValidEquipmentNumbers: equipment.length,
      isAgvNumbersCheck: 0,
      isEquipmentNumbersCheck: 0,
      agvWarning: false,
      setAgvRemainingNumber: null,
      timeRemainingStr: 'No expiry',
    });
    expect(validAgvs.length).toBeGreaterThan(0);

    await h.app.db.updateTable('agvs').set({ is_valid: 0 }).where('id', '=', validAgvs[0]!.id).execute();
    expect(LicenceInfo.parse((await h.call('GET', '/license/common/getLicenseInfo', { token: operator })).body.result).isValidAgvNumber).toBe(validAgvs.length - 1);
    await h.app.db.updateTable('agvs').set({ is_valid: 1 }).where('id', '=', validAgvs[0]!.id).execute();
  });

  it('refuses a certificate with code 201 and a clear message; only with the import code', async () => {
    const refused = await upload(admin);
    expect(refused).toMatchObject({ status: 200, body: { success: false, code: 201, message: 'AGVS needs no licence, so certificates are not imported' } });
    expect((await upload(admin, false)).body).toMatchObject({ success: false, message: 'Please choose a file to upload' });
    expect((await upload(operator)).status).toBe(403);
  });

  it('gives the machine’s information to administrators only', async () => {
    const infos = ServerInfos.parse((await h.call('GET', '/license/getServerInfos', { token: admin })).body.result);
    expect(infos.dialect).toBe(h.app.dialect);
    expect((await h.call('GET', '/license/getServerInfos', { token: operator })).status).toBe(403);
  });
});
