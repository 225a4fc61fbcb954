import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves the built console at `/` when it has been built; the API works without it. */
export const staticPlugin = fp(
  async (app: FastifyInstance, options: { readonly root: string }) => {
    if (!existsSync(options.root)) {
      app.log.info({ root: options.root }, 'console not built; serving the API only');
      return;
    }
    await app.register(fastifyStatic, { root: options.root, prefix: '/' });
  },
  { name: 'static' },
);
