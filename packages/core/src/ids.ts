/**
 * Branded identifiers. At runtime they are plain strings; the brand keeps a station id from
 * being passed where a vehicle id is expected. Build them with the helpers below at the edge
 * (the server maps its database keys to these).
 */
declare const brand: unique symbol;

/** A value of type T tagged with the name B at compile time only. */
export type Brand<T, B extends string> = T & { readonly [brand]: B };

export type StationId = Brand<string, 'StationId'>;
export type SegmentId = Brand<string, 'SegmentId'>;
export type ZoneId = Brand<string, 'ZoneId'>;
export type VehicleId = Brand<string, 'VehicleId'>;
export type OrderId = Brand<string, 'OrderId'>;
export type GroupId = Brand<string, 'GroupId'>;
export type ModelId = Brand<string, 'ModelId'>;

export const stationId = (id: string): StationId => id as StationId;
export const segmentId = (id: string): SegmentId => id as SegmentId;
export const zoneId = (id: string): ZoneId => id as ZoneId;
export const vehicleId = (id: string): VehicleId => id as VehicleId;
export const orderId = (id: string): OrderId => id as OrderId;
export const groupId = (id: string): GroupId => id as GroupId;
export const modelId = (id: string): ModelId => id as ModelId;
