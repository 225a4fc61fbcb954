import { verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { MessageKey } from '../../i18n/messages.js';

/**
 * A licence file (docs/licence.md): JSON {format, payload, signature}; payload is the base64 of
 * the licence's own JSON, signature an Ed25519 signature of those bytes. Signing the bytes (not a
 * re-serialised object) leaves nothing to canonicalise: what was signed is what is read.
 */
const LicenceFile = z.object({
  format: z.literal('agvs-licence-1'),
  payload: z.string().min(1).max(100_000),
  signature: z.string().min(1).max(200),
});

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const Payload = z.object({
  licenceId: z.string().min(1).max(100),
  customerCode: z.string().min(1).max(100),
  customerName: z.string().min(1).max(200),
  vehicles: z.number().int().min(0),
  equipment: z.number().int().min(0),
  modules: z.array(z.string().max(50)).max(100),
  notBefore: Day,
  notAfter: Day.nullable(),
  issuedAt: z.string(),
});

export interface Licence {
  readonly licenceId: string;
  readonly customerCode: string;
  readonly customerName: string;
  readonly vehicles: number;
  readonly equipment: number;
  readonly modules: readonly string[];
  /** First valid moment, ms (00:00 UTC of the first day). */
  readonly notBefore: number;
  /** Last valid moment + 1, ms (00:00 UTC of the day after the last day); null: never expires. */
  readonly notAfter: number | null;
}

export type Reading = { readonly licence: Licence } | { readonly refused: MessageKey };

const DAY_MS = 86_400_000;

/**
 * Reads and verifies a licence file against the trusted issuer keys. A file past its last day
 * still reads (the record says it expired); one not yet valid or not signed by a trusted key does not.
 */
export function readLicence(text: string, trusted: readonly KeyObject[], now: number): Reading {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { refused: 'licence.notLicenceFile' };
  }
  const file = LicenceFile.safeParse(json);
  if (!file.success) return { refused: 'licence.notLicenceFile' };
  const payload = Buffer.from(file.data.payload, 'base64');
  const signature = Buffer.from(file.data.signature, 'base64');
  if (!trusted.length) return { refused: 'licence.noIssuerKey' };
  if (!trusted.some((key) => verifies(payload, key, signature))) return { refused: 'licence.badSignature' };
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    return { refused: 'licence.notLicenceFile' };
  }
  const parsed = Payload.safeParse(body);
  if (!parsed.success) return { refused: 'licence.notLicenceFile' };
  const p = parsed.data;
  const licence: Licence = {
    licenceId: p.licenceId,
    customerCode: p.customerCode,
    customerName: p.customerName,
    vehicles: p.vehicles,
    equipment: p.equipment,
    modules: p.modules,
    notBefore: Date.parse(`${p.notBefore}T00:00:00Z`),
    notAfter: p.notAfter === null ? null : Date.parse(`${p.notAfter}T00:00:00Z`) + DAY_MS,
  };
  if (Number.isNaN(licence.notBefore) || Number.isNaN(licence.notAfter ?? 0)) return { refused: 'licence.notLicenceFile' };
  if (licence.notBefore > now) return { refused: 'licence.notYetValid' };
  return { licence };
}

function verifies(payload: Buffer, key: KeyObject, signature: Buffer): boolean {
  try {
    return verify(null, payload, key, signature);
  } catch {
    // A key of another type (not Ed25519) or a malformed signature: not this key.
    return false;
  }
}
