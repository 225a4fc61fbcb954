import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Vite names every file under assets/ by its content hash, so such a file never changes. */
const HASHED_DIR = 'assets';
export const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated, so a new build shows at once. */
export const REVALIDATED_CACHE_CONTROL = 'no-cache';

/**
 * Serves the built console at `/` when it has been built; the API works without it. The web build
 * writes a .br and a .gz beside each file; the one the browser accepts is sent in its place.
 */
export const staticPlugin = fp(
  async (app: FastifyInstance, options: { readonly root: string }) => {
    if (!existsSync(options.root)) {
      app.log.info({ root: options.root }, 'console not built; serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root: options.root,
      prefix: '/',
      preCompressed: true,
      // Cache-Control is ours (setHeaders); send's own would override it.
      cacheControl: false,
      setHeaders(res, path) {
        const hashed = relative(options.root, path).split(sep)[0] === HASHED_DIR;
        res.setHeader('Cache-Control', hashed ? HASHED_CACHE_CONTROL : REVALIDATED_CACHE_CONTROL);
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  },
  { name: 'static' },
);
