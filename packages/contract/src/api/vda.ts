import { z } from 'zod';
import { VDA_VERSIONS } from './agv.js';

/** Error code of a VDA 5050 vehicle's emergency stop (safetyState.eStop other than NONE); seeded in the error dictionary. */
export const VDA_ESTOP_CODE = 'VDA_ESTOP';

/** Connection state a VDA 5050 vehicle last published; NEVER: nothing heard since AGVS started. */
export const VDA_CONNECTION_STATES = ['ONLINE', 'OFFLINE', 'CONNECTIONBROKEN', 'NEVER'] as const;
export type VdaConnectionState = (typeof VDA_CONNECTION_STATES)[number];

/**
 * What a vehicle's factsheet said (docs/vda5050.md "Factsheet"), in the factsheet's own units
 * (m, m/s, m/s², kg); null where it said nothing readable. modelFilled: the fields of the
 * vehicle's model (agv_models columns, camelCase) it filled because they were empty.
 */
export const VdaFactsheetSummary = z.object({
  receivedAt: z.number(),
  version: z.string(),
  seriesName: z.string().nullable(),
  seriesDescription: z.string().nullable(),
  agvKinematic: z.string().nullable(),
  agvClass: z.string().nullable(),
  maxLoadMass: z.number().nullable(),
  speedMax: z.number().nullable(),
  accelerationMax: z.number().nullable(),
  decelerationMax: z.number().nullable(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  heightMax: z.number().nullable(),
  modelFilled: z.array(z.string()),
});
export type VdaFactsheetSummary = z.infer<typeof VdaFactsheetSummary>;

/** One VDA 5050 vehicle on the adapter page: its topics, connection, traffic counts and factsheet. */
export const VdaAdapterStatus = z.object({
  agvId: z.string(),
  agvUid: z.string(),
  agvCode: z.string(),
  agvName: z.string(),
  interfaceName: z.string(),
  manufacturer: z.string(),
  serialNumber: z.string(),
  vdaVersion: z.enum(VDA_VERSIONS),
  /** false: not in a running fleet (invalid, or its layout does not run), so not listened to. */
  listening: z.boolean(),
  connection: z.enum(VDA_CONNECTION_STATES),
  /** ms since epoch of the last message from the vehicle; null: none since AGVS started. */
  lastMessageAt: z.number().nullable(),
  received: z.number().int(),
  sent: z.number().int(),
  isCommunicationLog: z.number().int(),
  factsheet: VdaFactsheetSummary.nullable(),
});
export type VdaAdapterStatus = z.infer<typeof VdaAdapterStatus>;

/** The adapter page's VDA 5050 section: whether MQTT runs at all, and each vehicle. */
export const VdaAdapterOverview = z.object({
  /** false: MQTT is off (MQTT_PORT=0 without MQTT_URL); nothing is heard. */
  mqtt: z.boolean(),
  /** Where AGVS connects (credentials removed); null when off. */
  brokerUrl: z.string().nullable(),
  vehicles: z.array(VdaAdapterStatus),
});
export type VdaAdapterOverview = z.infer<typeof VdaAdapterOverview>;
