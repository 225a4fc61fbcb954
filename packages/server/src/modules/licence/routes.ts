import { hostname, networkInterfaces, arch, cpus, platform } from 'node:os';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LicenceCalls, ResponseCode } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { AppError, businessError } from '../../errors.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { serverVersion } from '../../version.js';
import { readLicence } from './certificate.js';
import { issuerKeyDir, trustedIssuerKeys } from './issuer-keys.js';
import { LicenceCache } from './licence-cache.js';
import { licenceRecord } from './record.js';

/** A licence file is a few hundred bytes; anything much larger is not one. */
const MAX_CERTIFICATE_BYTES = 64 * 1024;

/** Hardware addresses of the machine's external interfaces, as a licence issuer asks for them. */
function macAddresses(): string[] {
  const all = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  return [...new Set(all.filter((i) => !i.internal && i.mac !== '00:00:00:00:00:00').map((i) => i.mac.toUpperCase()))].sort();
}

/** SPEC §7 "Licence" (docs/licence.md): the record in force, importing a signed licence file, the machine's data. */
export const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_CERTIFICATE_BYTES, files: 1, fields: 5 } });
  const trusted = () => trustedIssuerKeys(app.config.dataDir, (m) => app.log.warn(m));
  const licences = new LicenceCache(app.db, app.dbWrites, app.config.dataDir, (m) => app.log.warn(m));

  route(app, LicenceCalls.getLicenseInfo, async (request) => {
    const now = app.clock();
    const licence = await licences.inForce(now);
    return ok(await licenceRecord(app.db, licence, app.config.licenseCustomer, now, (key, params) => request.t(key, params)));
  });

  route(app, LicenceCalls.importLicenseUrl, async (request) => {
    const upload = await request.file();
    if (!upload) throw businessError('files.noFile');
    const chunks: Buffer[] = [];
    for await (const chunk of upload.file) chunks.push(chunk as Buffer);
    // SPEC §6: an upload failure (code 201) shows the file's name with the reason.
    const refuse = (reason: string) => new AppError(200, ResponseCode.partialImport, 'licence.importFailed', { file: upload.filename, reason });
    if (upload.file.truncated) throw refuse(request.t('licence.notLicenceFile'));
    const now = app.clock();
    const content = Buffer.concat(chunks).toString('utf8');
    const read = readLicence(content, trusted(), now);
    if ('refused' in read) throw refuse(request.t(read.refused, { dir: issuerKeyDir(app.config.dataDir) }));
    if (read.licence.notAfter !== null && read.licence.notAfter <= now) throw refuse(request.t('licence.fileExpired'));
    const by = signedIn(request).user.username;
    await app.db.transaction().execute(async (trx) => {
      // The newest import is in force: two imports in one millisecond must still have an order.
      const latest = await trx.selectFrom('licences').select((eb) => eb.fn.max<number | string>('imported_at').as('at')).executeTakeFirst();
      const at = Math.max(now, Number(latest?.at ?? 0) + 1);
      await trx.deleteFrom('licences').where('id', '=', read.licence.licenceId).execute();
      await trx.insertInto('licences').values({ id: read.licence.licenceId, content, imported_at: at, imported_by: by }).execute();
    });
    request.log.info({ licenceId: read.licence.licenceId, customer: read.licence.customerCode, by }, 'licence imported');
    return ok(await licenceRecord(app.db, read.licence, app.config.licenseCustomer, now, (key, params) => request.t(key, params)));
  });

  // Host name and hardware addresses are for whoever may import a licence, not every signed-in user.
  route(app, LicenceCalls.getServerInfos, async () =>
    ok({ hostName: hostname(), platform: platform(), arch: arch(), cpuCount: cpus().length, macAddresses: macAddresses(), version: serverVersion, dialect: app.dialect }),
  );
};
