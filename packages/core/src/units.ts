/**
 * Units used across the core. They are aliases (not brands) so arithmetic stays plain; every
 * field's doc comment names its unit. Map coordinates: x to the right, y up, in mm. Angles in
 * degrees, 0 along +x, counter-clockwise positive, normalised to (-180, 180].
 */
/** Millimetres. */
export type Mm = number;
/** Millimetres per second. */
export type MmPerS = number;
/** Milliseconds (durations and simulated clock readings). */
export type Ms = number;
/** Percent, 0..100 (battery levels and thresholds). */
export type Percent = number;
/** Degrees. */
export type Deg = number;
/** Degrees per second. */
export type DegPerS = number;
