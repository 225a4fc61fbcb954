import { z } from 'zod';
import { Id } from './fields.js';

/** GET /agvserver/map/exportLif: the map to write as a LIF document. */
export const LifExportQuery = z.object({ mapId: Id });

/** POST /agvserver/map/importLif: the new map, one layout per LIF layout (in the file's order). */
export const LifImportResult = z.object({
  mapId: z.string(),
  layoutIds: z.array(z.string()),
  /** What the file holds that AGVS could not keep, in the caller's language. */
  warnings: z.array(z.string()),
});
export type LifImportResult = z.output<typeof LifImportResult>;

/** A point of the LIF site frame: metres, y up. */
const LifPoint = z.object({ x: z.number(), y: z.number() });

/** A LIF action of a node's vehicle type (AGVS writes startCharging on charging stations). */
const LifAction = z.object({ actionType: z.string(), requirementType: z.string(), blockingType: z.string() });

/** A LIF NURBS trajectory (metres): AGVS writes a Bezier segment as a degree-3 NURBS. */
const LifTrajectory = z.object({
  degree: z.number(),
  knotVector: z.array(z.number()),
  controlPoints: z.array(z.object({ x: z.number(), y: z.number(), weight: z.number() })),
});

/**
 * GET /agvserver/map/exportLif: a map as a VDMA LIF 1.0.0 document (the part AGVS writes): one
 * LIF layout per layout, one edge per direction of travel, stations for Working zones and for
 * Working or Charging stations outside them. Positions in metres, orientations in radians.
 */
export const LifDocument = z.object({
  metaInformation: z.object({
    projectIdentification: z.string(),
    creator: z.string(),
    /** ISO 8601 */
    exportTimestamp: z.string(),
    lifVersion: z.string(),
  }),
  layouts: z.array(
    z.object({
      layoutId: z.string(),
      layoutName: z.string(),
      layoutVersion: z.string(),
      nodes: z.array(
        z.object({
          nodeId: z.string(),
          nodeName: z.string(),
          mapId: z.string(),
          nodePosition: LifPoint,
          vehicleTypeNodeProperties: z.array(z.object({ vehicleTypeId: z.string(), actions: z.array(LifAction).optional() })),
        }),
      ),
      edges: z.array(
        z.object({
          edgeId: z.string(),
          startNodeId: z.string(),
          endNodeId: z.string(),
          vehicleTypeEdgeProperties: z.array(
            z.object({
              vehicleTypeId: z.string(),
              /** radians: 0 driving forward, π backward */
              vehicleOrientation: z.number(),
              orientationType: z.string(),
              rotationAllowed: z.boolean(),
              trajectory: LifTrajectory.optional(),
            }),
          ),
        }),
      ),
      stations: z.array(z.object({ stationId: z.string(), stationName: z.string(), interactionNodeIds: z.array(z.string()) })),
    }),
  ),
});
export type LifDocument = z.output<typeof LifDocument>;
