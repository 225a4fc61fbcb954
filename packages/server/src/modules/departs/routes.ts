import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserCalls, type DepartTreeNode } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { departsOfTenant, type DepartRecord } from './repository.js';

/** Nests the tenant's departments; one whose parent is missing becomes a root rather than vanish. */
function toTree(departs: readonly DepartRecord[]): DepartTreeNode[] {
  const ids = new Set(departs.map((d) => d.id));
  const build = (parentId: string | null): DepartTreeNode[] =>
    departs
      .filter((d) => (parentId === null ? d.parentId === null || !ids.has(d.parentId) : d.parentId === parentId))
      .map((d) => ({
        id: d.id,
        key: d.id,
        value: d.id,
        title: d.departName,
        departName: d.departName,
        orgCode: d.orgCode,
        parentId: d.parentId,
        children: build(d.id),
      }));
  return build(null);
}

export const departRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, UserCalls.departTreeList, async (request) => ok(toTree(await departsOfTenant(app.db, signedIn(request).tenantId))));
};
