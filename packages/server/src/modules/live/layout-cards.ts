import type { Kysely } from 'kysely';
import type { AgvInfoCard } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import type { FleetRuntime } from '../../runtime/fleet-runtime.js';
import { infoCards } from './cards.js';
import { runtimeVersion } from './encoded-answers.js';
import { liveCachesVersion } from './live-caches.js';

interface Built {
  readonly version: string;
  readonly cards: Promise<readonly AgvInfoCard[]>;
}

const builtOf = new WeakMap<FleetRuntime, Built>();

/**
 * The cards of one layout's vehicles, built once per change of its fleet or of the rows they show,
 * for the fleet socket and the card poll alike: between two fleet steps both read the same list
 * (which nobody may change). Without the live caches (no version for the rows) it builds each time.
 */
export function layoutCards(db: Kysely<Database>, rt: FleetRuntime): Promise<readonly AgvInfoCard[]> {
  const rows = liveCachesVersion(db);
  if (!rows) return infoCards(db, rt.tenantId, [rt]);
  const version = `${runtimeVersion(rt)}|${rows}`;
  const built = builtOf.get(rt);
  if (built?.version === version) return built.cards;
  const cards = infoCards(db, rt.tenantId, [rt]);
  builtOf.set(rt, { version, cards });
  // A failed build (the database closing) is not kept: the next caller tries again.
  cards.catch(() => {
    if (builtOf.get(rt)?.cards === cards) builtOf.delete(rt);
  });
  return cards;
}
