import type { DriveDirection, SegmentDirection } from './layout.js';

/** One way a segment may be travelled: against its from -> to orientation or not, and how. */
export interface TravelMode {
  /** true: the vehicle travels the segment from its `to` station to its `from` station. */
  readonly reversed: boolean;
  readonly drive: DriveDirection;
}

const F: DriveDirection = 'Forward';
const B: DriveDirection = 'Backward';

/** Our reading of the five directions; see SegmentDirection. */
const MODES: Readonly<Record<SegmentDirection, readonly TravelMode[]>> = {
  forward: [{ reversed: false, drive: F }],
  reverse: [{ reversed: false, drive: B }],
  both: [
    { reversed: false, drive: F },
    { reversed: true, drive: B },
  ],
  'double-forward': [
    { reversed: false, drive: F },
    { reversed: true, drive: F },
  ],
  'double-backward': [
    { reversed: false, drive: B },
    { reversed: true, drive: B },
  ],
};

export function travelModes(direction: SegmentDirection): readonly TravelMode[] {
  return MODES[direction];
}

/** Can the segment be travelled both ways (a two-way lane, where head-on meetings can happen)? */
export function isTwoWay(direction: SegmentDirection): boolean {
  return MODES[direction].length === 2;
}
