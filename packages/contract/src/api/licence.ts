import { z } from 'zod';

/*
 * Licence calls of SPEC §7: GET /license/common/getLicenseInfo, POST /license/common/importLicenseUrl
 * (code 201 is failure), GET /license/getServerInfos. A licence is a file signed with Ed25519 by an
 * issuer the installation trusts; without one AGVS runs on the free allowance (docs/licence.md).
 * Counts are the installation's: a licence covers the whole server, all tenants.
 */

/** SPEC §3 "Licence". Times in ms since epoch. */
export const LicenceInfo = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  /** Release time: the licence's first day, or when the installation was set up (free allowance). */
  notBefore: z.number(),
  /** Expiry; null: never. */
  notAfter: z.number().nullable(),
  timeRemainingStr: z.string(),
  timeWarning: z.boolean(),
  /** Registered vehicles: what the licence (or the free allowance) covers. */
  agvNumber: z.number().int().min(0),
  equipmentNumbers: z.number().int().min(0),
  /** Current valid vehicles (isValid 1) and equipment. */
  isValidAgvNumber: z.number().int().min(0),
  isValidEquipmentNumbers: z.number().int().min(0),
  /** 1: the registered count is checked (a warning past it; the fleet is never stopped); 0: not. */
  isAgvNumbersCheck: z.union([z.literal(0), z.literal(1)]),
  isEquipmentNumbersCheck: z.union([z.literal(0), z.literal(1)]),
  /** SPEC §4: insufficient vehicles (remaining count 0 or less while the check is on). */
  agvWarning: z.boolean(),
  info: z.string(),
  /** Vehicles that may still be added (negative: over the licence); null: no limit. */
  setAgvRemainingNumber: z.number().int().nullable(),
  /** true: a signed licence is in force; false: the free allowance. */
  licensed: z.boolean(),
  /** Modules the licence names (shown, not enforced); empty with the free allowance. */
  modules: z.array(z.string()),
  /** Id of the licence in force, to quote to the issuer; null with the free allowance. */
  licenceId: z.string().nullable(),
});
export type LicenceInfo = z.infer<typeof LicenceInfo>;

/** GET /license/getServerInfos: what a licence issuer asks about the machine ("download local information"). */
export const ServerInfos = z.object({
  hostName: z.string(),
  platform: z.string(),
  arch: z.string(),
  cpuCount: z.number().int(),
  macAddresses: z.array(z.string()),
  version: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
});
export type ServerInfos = z.infer<typeof ServerInfos>;
