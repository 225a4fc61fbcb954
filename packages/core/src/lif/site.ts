import type { SegmentDirection } from '../model/layout.js';
import type { Point } from '../geometry/point.js';

/**
 * A site as AGVS stores it, read from or written to a LIF file. Coordinates are map units of the
 * layout's own frame: metres = (origin + map·mmPerUnit)/1000 with y mirrored (the drawing grows down,
 * LIF grows up), so x = (originX + mapX·mmPerUnit)/1000 and y = (originY − mapY·mmPerUnit)/1000.
 */
export interface LifSiteStation {
  readonly code: string;
  readonly name: string;
  /** The LIF node id when it breaks the station-code rule, so export writes it back. */
  readonly lifId: string | null;
  readonly x: number;
  readonly y: number;
  readonly type: 'Public' | 'Working' | 'Charging';
}

export interface LifSiteSegment {
  readonly src: string;
  readonly dest: string;
  readonly direction: SegmentDirection;
  /** Cubic Bezier control points (map units), null for a straight segment. */
  readonly controls: readonly [Point, Point] | null;
  /** mm */
  readonly length: number;
  /** LIF edge ids: [src -> dest] or, for a two-way segment, [src -> dest, dest -> src]. Empty for native segments. */
  readonly edgeIds: readonly string[];
}

/** A LIF station: a Working zone whose stations are its interaction nodes. */
export interface LifSiteZone {
  readonly code: string;
  readonly name: string;
  readonly lifId: string | null;
  readonly stationCodes: readonly string[];
}

export interface LifSiteLayout {
  /** The LIF layoutId (the layout code for a native layout); the server gives the layout its code. */
  readonly lifId: string;
  readonly name: string;
  /** mm */
  readonly originX: number;
  /** mm */
  readonly originY: number;
  readonly mmPerUnit: number;
  /** Map units. */
  readonly width: number;
  readonly height: number;
  readonly stations: readonly LifSiteStation[];
  readonly segments: readonly LifSiteSegment[];
  readonly zones: readonly LifSiteZone[];
}

export interface LifSite {
  readonly name: string;
  readonly layouts: readonly LifSiteLayout[];
}

/** Something of the file AGVS cannot keep; LIF §8.1.1 asks the importer to say so. */
export interface LifWarning {
  readonly kind: 'trajectory' | 'orientation' | 'otherLayout' | 'vehicleTypes';
  /** The edge id concerned. */
  readonly id: string;
}

/** Why a file is refused: `field` names the path of the missing/wrong field or the unknown node id. */
export class LifError extends Error {
  constructor(
    readonly problem: 'notLif' | 'field' | 'unknownNode',
    readonly detail: string,
  ) {
    super(`${problem}: ${detail}`);
    this.name = 'LifError';
  }
}
