import { CHUNK_LOAD_TIMEOUT_MS } from '@agvs/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Raised when a page's code does not arrive in time (SPEC §8). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * A page loaded on first use, with the pages' texts, failing with ChunkLoadError after 120 s
 * instead of waiting forever.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> {
  return lazy(() => {
    let timer: number | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = window.setTimeout(() => reject(new ChunkLoadError('Loading chunk timed out')), CHUNK_LOAD_TIMEOUT_MS);
    });
    const page = Promise.all([load(), import('../i18n/pageTexts')]).then(([module]) => module);
    return Promise.race([page, timeout]).finally(() => window.clearTimeout(timer));
  });
}
