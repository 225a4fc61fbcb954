import { hostname, networkInterfaces, arch, cpus, platform } from 'node:os';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LicenceCalls, ResponseCode } from '@agvs/contract';
import { failure, ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { serverVersion } from '../../version.js';
import { openLicence } from './record.js';

/** A licence certificate is a few kilobytes; anything larger is not one. */
const MAX_CERTIFICATE_BYTES = 1024 * 1024;

/** Hardware addresses of the machine's external interfaces, as a licence issuer asks for them. */
function macAddresses(): string[] {
  const all = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  return [...new Set(all.filter((i) => !i.internal && i.mac !== '00:00:00:00:00:00').map((i) => i.mac.toUpperCase()))].sort();
}

/** SPEC §7 "Licence": AGVS is open software, so the record is computed, and no certificate is taken. */
export const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_CERTIFICATE_BYTES, files: 1, fields: 5 } });

  route(app, LicenceCalls.getLicenseInfo, async (request) =>
    ok(await openLicence(app.db, signedIn(request).tenantId, app.config.licenseCustomer, (key, params) => request.t(key, params))),
  );

  route(app, LicenceCalls.importLicenseUrl, async (request) => {
    const upload = await request.file();
    if (!upload) throw businessError('files.noFile');
    // Nothing is stored: read the upload to its end so the connection stays usable, then refuse.
    for await (const chunk of upload.file) void chunk;
    return failure(ResponseCode.partialImport, request.t('licence.importRefused'));
  });

  // Host name and hardware addresses are for whoever may import a licence, not every signed-in user.
  route(app, LicenceCalls.getServerInfos, async () =>
    ok({ hostName: hostname(), platform: platform(), arch: arch(), cpuCount: cpus().length, macAddresses: macAddresses(), version: serverVersion, dialect: app.dialect }),
  );
};
