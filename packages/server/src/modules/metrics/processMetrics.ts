import { collectDefaultMetrics, Registry } from 'prom-client';

let shared: Registry | undefined;

/**
 * prom-client's default process figures (CPU, memory, heap, event-loop lag, GC, handles). One
 * registry per process, made on the first scrape: the figures are the process's, whatever number
 * of apps it builds (tests build many), and its GC observer is started once.
 */
export function processRegistry(): Registry {
  if (!shared) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared });
  }
  return shared;
}
