import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CheckCalls, Patterns, isRuleCode } from '@agvs/contract';
import { ok } from '../envelope.js';
import { businessError, forbidden, notFound } from '../errors.js';
import { route } from '../lib/route.js';
import { holdsPermission } from '../modules/permissions/repository.js';
import { matchesCheckRule } from '../modules/sysconfig/checkRuleMatch.js';
import { storedCheckRule } from '../modules/sysconfig/checkRules.js';
import { signedIn } from '../plugins/auth.js';
import type { ServerResource } from './definition.js';
import { valueTaken } from './repository.js';
import { importErrorsDir } from './routes.js';

/**
 * Duplicate check over the unique fields of the given resources only (table = manifest key) and
 * rule check over the SPEC §5 patterns: names from the client pick an entry of a whitelist and
 * never reach SQL.
 */
export function checkRoutes(resources: readonly ServerResource[]): FastifyPluginAsyncZod {
  const byTable = new Map(resources.map((r) => [r.manifest.key, r]));
  return async (app) => {
    route(app, CheckCalls.duplicateCheck, async (request) => {
      const { tableName, fieldName, fieldVal, dataId } = request.query;
      const resource = byTable.get(tableName);
      const field = resource?.manifest.fields.find((f) => f.name === fieldName && f.unique);
      if (!resource || !field) throw businessError('admin.checkNotAllowed');
      // Only someone who may see the entity learns whether a value is taken.
      const { user, tenantId } = signedIn(request);
      if (!(await holdsPermission(app.db, user.id, resource.manifest.perms.list, tenantId))) throw forbidden();
      if (await valueTaken(app.db, resource, field.name, fieldVal, dataId)) throw businessError('admin.duplicate');
      return ok(null, request.t('admin.valueFree'));
    });

    route(app, CheckCalls.checkByCode, async (request) => {
      const { ruleCode, value } = request.query;
      if (isRuleCode(ruleCode)) {
        if (!Patterns[ruleCode].test(value)) throw businessError('admin.ruleFailed', { ruleCode });
        return ok(null, request.t('admin.ruleOk'));
      }
      // Otherwise a check rule of the system page (segments of fixed character classes).
      const stored = await storedCheckRule(app.db, ruleCode);
      if (!stored) throw businessError('admin.unknownRule', { ruleCode });
      if (!matchesCheckRule(stored, value)) throw businessError('admin.ruleFailed', { ruleCode });
      return ok(null, request.t('admin.ruleOk'));
    });

    route(app, CheckCalls.importErrors, async (request, reply) => {
      const path = join(importErrorsDir(app.config.dataDir, signedIn(request).user.id), request.params.name);
      if (!existsSync(path)) throw notFound();
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.params.name}"`)
        .send(createReadStream(path));
    });
  };
}
