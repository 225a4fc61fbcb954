import type { KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LicenceInfo } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import type { Translate } from '../../i18n/messages.js';
import { readLicence, type Licence } from './certificate.js';

/** What AGVS covers without a licence (docs/licence.md). Past it the header warns; nothing stops. */
export const FREE_ALLOWANCE = { vehicles: 20, equipment: 20 } as const;
/** The record warns this many days before a licence's last day. */
export const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 86_400_000;

/** The newest imported licence that still verifies (a key removed since, or a row edited, does not). */
export async function licenceInForce(db: Kysely<Database>, trusted: readonly KeyObject[], now: number): Promise<Licence | null> {
  const rows = await db.selectFrom('licences').select(['content']).orderBy('imported_at', 'desc').limit(20).execute();
  for (const row of rows) {
    const read = readLicence(row.content, trusted, now);
    if ('licence' in read) return read.licence;
  }
  return null;
}

/** Valid vehicles and equipment of the whole installation: a licence covers the server, not a tenant. */
async function installationCounts(db: Kysely<Database>) {
  const [agvs, equipment, setUp] = await Promise.all([
    db.selectFrom('agvs').select((eb) => eb.fn.countAll<number | string>().as('n')).where('is_valid', '=', 1).executeTakeFirstOrThrow(),
    db.selectFrom('equipment').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('tenants').select((eb) => eb.fn.min<number | string>('created_at').as('at')).executeTakeFirstOrThrow(),
  ]);
  return { vehicles: Number(agvs.n), equipment: Number(equipment.n), setUpAt: Number(setUp.at ?? 0) };
}

function remainingText(notAfter: number | null, now: number, t: Translate): { text: string; warning: boolean } {
  if (notAfter === null) return { text: t('licence.unlimited'), warning: false };
  if (notAfter <= now) return { text: t('licence.expired', { date: new Date(notAfter - DAY_MS).toISOString().slice(0, 10) }), warning: true };
  const days = Math.ceil((notAfter - now) / DAY_MS);
  return { text: t('licence.daysLeft', { days }), warning: days <= EXPIRY_WARNING_DAYS };
}

/**
 * The SPEC §3 licence record: the licence in force, or the free allowance when there is none.
 * SPEC §4: the vehicle warning shows when no vehicle may be added any more (remaining 0 or less).
 */
export async function licenceRecord(
  db: Kysely<Database>,
  licence: Licence | null,
  fallbackCustomer: { code: string; name: string },
  now: number,
  t: Translate,
): Promise<LicenceInfo> {
  const counts = await installationCounts(db);
  const vehicles = licence?.vehicles ?? FREE_ALLOWANCE.vehicles;
  const equipment = licence?.equipment ?? FREE_ALLOWANCE.equipment;
  const remaining = remainingText(licence?.notAfter ?? null, now, t);
  const left = vehicles - counts.vehicles;
  return {
    customerCode: licence?.customerCode ?? fallbackCustomer.code,
    customerName: licence?.customerName ?? fallbackCustomer.name,
    notBefore: licence?.notBefore ?? counts.setUpAt,
    notAfter: licence?.notAfter ?? null,
    timeRemainingStr: remaining.text,
    timeWarning: remaining.warning,
    agvNumber: vehicles,
    equipmentNumbers: equipment,
    isValidAgvNumber: counts.vehicles,
    isValidEquipmentNumbers: counts.equipment,
    isAgvNumbersCheck: 1,
    isEquipmentNumbersCheck: 1,
    agvWarning: left <= 0,
    info: licence ? t('licence.licensedInfo', { customer: licence.customerName }) : t('licence.freeInfo', { vehicles, equipment }),
    setAgvRemainingNumber: left,
    licensed: licence !== null,
    modules: [...(licence?.modules ?? [])],
    licenceId: licence?.licenceId ?? null,
  };
}
