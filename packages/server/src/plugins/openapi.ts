import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_BASE } from '@agvs/contract';
import { serverVersion } from '../version.js';

/** OpenAPI from the routes' zod schemas: UI at /agvs/docs, document at /agvs/docs/json (public). */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'AGVS API', description: 'Fleet scheduling console API', version: serverVersion },
        components: {
          securitySchemes: {
            token: { type: 'apiKey', in: 'header', name: 'X-Access-Token' },
            tenant: { type: 'apiKey', in: 'header', name: 'tenant_id' },
          },
        },
        security: [{ token: [], tenant: [] }],
      },
      // The document says what the auth hook enforces, from the route config only: public routes need
      // no token (`security: []`), the others name their permission code (`x-permission`).
      transform: (input) => {
        const out = jsonSchemaTransform(input);
        const access = input.route.config;
        const { security: _declared, ...schema } = (out.schema ?? {}) as Record<string, unknown>;
        return { ...out, schema: { ...schema, ...(access?.public ? { security: [] } : {}), ...(access?.perm ? { 'x-permission': access.perm } : {}) } };
      },
    });
    await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs` });
  },
  { name: 'openapi' },
);
