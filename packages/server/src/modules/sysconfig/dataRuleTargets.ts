import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SysconfigCalls, type DataRuleTarget } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { route } from '../../lib/route.js';
import type { ServerResource } from '../../resources/definition.js';

/**
 * What the data-rule form offers: each list code with its resource's filterable stored fields.
 * A code shared by several resources belongs to the first, as in the rule check (dataRules.ts).
 */
export function dataRuleTargets(resources: readonly ServerResource[]): DataRuleTarget[] {
  const targets = new Map<string, DataRuleTarget>();
  for (const { manifest, columns } of resources) {
    if (targets.has(manifest.perms.list)) continue;
    const fields = manifest.fields.filter((f) => f.filterable && !f.writeOnly && columns[f.name]).map((f) => ({ name: f.name, label: f.label }));
    targets.set(manifest.perms.list, { permissionCode: manifest.perms.list, resource: manifest.key, fields });
  }
  return [...targets.values()];
}

export function dataRuleTargetRoutes(resources: readonly ServerResource[]): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, SysconfigCalls.targets, async () => ok(dataRuleTargets(resources).filter((t) => t.fields.length > 0)));
  };
}
