// @agvs/core: pure scheduling core. No IO, no clock, no randomness of its own.
export * from './ids.js';
export type * from './units.js';
export * from './rng.js';

export * from './geometry/point.js';
export * from './geometry/bezier.js';
export * from './geometry/polyline.js';

export * from './model/layout.js';
export * from './model/direction.js';
export * from './model/graph.js';
export * from './model/availability.js';
export * from './model/position.js';

export * from './routing/cost.js';
export * from './routing/router.js';
export * from './routing/default-router.js';
export * from './routing/reverse-search.js';
export * from './routing/forward-search.js';
export * from './routing/congestion.js';
export { againstPreferred } from './routing/preferred-directions.js';

export * from './traffic/types.js';
export * from './traffic/default-traffic-controller.js';
export { blockEnd } from './traffic/blocks.js';

export * from './vehicle/vehicle.js';
export * from './vehicle/motion.js';
export * from './vehicle/battery.js';
export * from './vehicle/errors.js';
export * from './vehicle/reported-place.js';

export * from './orders/order.js';
export * from './orders/order-state.js';

export * from './dispatch/charging-policy.js';
export * from './dispatch/comparators.js';
export * from './dispatch/dispatcher.js';
export * from './dispatch/eligibility.js';
export * from './dispatch/phases.js';
export * from './dispatch/batch-assignment.js';
export * from './dispatch/min-cost-assignment.js';
export * from './dispatch/default-dispatcher.js';
export * from './dispatch/task-locks.js';
export * from './dispatch/idle-charging.js';
export * from './dispatch/admission.js';
export * from './dispatch/reassignment.js';
export * from './dispatch/wait-reasons.js';
export * from './fleet/waiting-stats.js';

export * from './fleet/commands.js';
export * from './fleet/events.js';
export * from './fleet/fleet.js';
export type { FleetSnapshot, VehicleSnapshot, RestoreReport } from './fleet/snapshot.js';
export * from './fleet/layout-change.js';
// How far a body must be from a station before another vehicle may take it (bench:fleet measures with it).
export { clearanceOf, largestFootprint } from './fleet/traffic-view.js';

// Checks of a site before it is published.
export * from './site-checks/site-checks.js';

// Ready-made layouts for demos, benchmarks and tests.
export { gridLayout, gridId, type GridOptions } from './testing/grid.js';
export { warehouseLayout } from './testing/warehouse.js';

// Generated sites (warehouse, production floor) and the demo site's data, in map units.
export * from './sites/index.js';

export * from './lif/index.js';

// Lifelong grid MAPF under the League of Robot Runners' rules (bench:lorr), as a namespace: its
// Grid, step and Action are grid-world notions, not the site model's.
export * as mapf from './mapf/index.js';
