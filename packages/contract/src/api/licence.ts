import { z } from 'zod';

/*
 * Licence calls of SPEC §7: GET /license/common/getLicenseInfo, POST /license/common/importLicenseUrl
 * (code 201 is failure), GET /license/getServerInfos. AGVS is open software: the record says so and
 * is computed from the installation's real counts (docs/api-notes.md).
 */

/** SPEC §3 "Licence". Times in ms since epoch. */
export const LicenceInfo = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  /** Release time: when the installation was set up. */
  notBefore: z.number(),
  /** Expiry; null: never. */
  notAfter: z.number().nullable(),
  timeRemainingStr: z.string(),
  timeWarning: z.boolean(),
  /** Registered vehicles: without a limit, the valid vehicles there are. */
  agvNumber: z.number().int().min(0),
  equipmentNumbers: z.number().int().min(0),
  /** Current valid vehicles (isValid 1) and equipment. */
  isValidAgvNumber: z.number().int().min(0),
  isValidEquipmentNumbers: z.number().int().min(0),
  /** 1: the registered count limits the fleet; 0: no limit (AGVS). */
  isAgvNumbersCheck: z.union([z.literal(0), z.literal(1)]),
  isEquipmentNumbersCheck: z.union([z.literal(0), z.literal(1)]),
  /** SPEC §4: insufficient vehicles (remaining count 0 or less while the check is on). */
  agvWarning: z.boolean(),
  info: z.string(),
  /** Vehicles that may still be added; null: no limit. */
  setAgvRemainingNumber: z.number().int().nullable(),
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
