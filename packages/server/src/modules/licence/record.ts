import type { Kysely } from 'kysely';
import type { LicenceInfo } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import type { Translate } from '../../i18n/messages.js';

/**
 * The licence record of SPEC §3 for an open installation: no expiry, no vehicle or equipment limit
 * (both checks 0), counts taken from the tenant's tables. Nothing here is read from a certificate.
 */
export async function openLicence(db: Kysely<Database>, tenantId: number, customer: { code: string; name: string }, t: Translate): Promise<LicenceInfo> {
  const [agvs, equipment, setUp] = await Promise.all([
    db.selectFrom('agvs').select((eb) => eb.fn.countAll<number | string>().as('n')).where('tenant_id', '=', tenantId).where('is_valid', '=', 1).executeTakeFirstOrThrow(),
    db.selectFrom('equipment').select((eb) => eb.fn.countAll<number | string>().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow(),
    db.selectFrom('tenants').select((eb) => eb.fn.min<number | string>('created_at').as('at')).executeTakeFirstOrThrow(),
  ]);
  const validAgvs = Number(agvs.n);
  const validEquipment = Number(equipment.n);
  return {
    customerCode: customer.code,
    customerName: customer.name,
    notBefore: Number(setUp.at ?? 0),
    notAfter: null,
    timeRemainingStr: t('licence.unlimited'),
    timeWarning: false,
    agvNumber: validAgvs,
    equipmentNumbers: validEquipment,
    isValidAgvNumber: validAgvs,
    isValidEquipmentNumbers: validEquipment,
    isAgvNumbersCheck: 0,
    isEquipmentNumbersCheck: 0,
    agvWarning: false,
    info: t('licence.openInfo'),
    setAgvRemainingNumber: null,
  };
}
