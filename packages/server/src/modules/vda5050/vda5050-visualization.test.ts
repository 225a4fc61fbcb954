import { describe, expect, it } from 'vitest';
import { LAYOUT1 } from '../../test-support/fleet.js';
import { useVdaKit } from '../../test-support/vda-kit.js';
import { mapToSite } from './frame.js';
import { schemaErrors } from './schemas.js';

/** Issue 14: a vehicle's visualization messages (its position between two states) move it on the monitor too. */
describe('VDA 5050 visualization', () => {
  const kit = useVdaKit();

  it('a visualization between two states puts the vehicle where it says, with its heading', async () => {
    const { agvId, vehicle } = await kit.addVehicle('2.0.0', 'VIS1');
    const p = kit.vehicleState(agvId).motion.position;
    expect(p.kind).toBe('at');
    const graph = kit.fleet().fleet.graph;
    const next = graph.neighbours.get(p.kind === 'at' ? p.station : (undefined as never))![0];
    const origin = (await kit.h().call<{ originX: number; originY: number }>('POST', '/agvserver/layoutGraph/getGraphData', { token: kit.token(), body: { layoutId: LAYOUT1 } })).body.result;
    const station = graph.stations.get(next)!;
    const at = mapToSite({ x: origin.originX, y: origin.originY }, station.x, station.y);
    // Facing +y of the site frame (up): -90° in the map's y-down headings.
    const message = vehicle.message('visualization', { agvPosition: { x: at.x + 0.1, y: at.y, theta: Math.PI / 2, mapId: LAYOUT1, positionInitialized: true } });
    expect(schemaErrors('2.0.0', 'visualization', message)).toEqual([]);
    await kit.said(agvId, () => vehicle.raw('visualization', JSON.stringify(message)));
    expect(kit.vehicleState(agvId).motion.position).toEqual({ kind: 'at', station: next });
    expect(kit.vehicleState(agvId).motion.heading).toBeCloseTo(-90, 6);
    // Only its position: no state was taken from it (the vehicle stays connected and free).
    expect(kit.vehicleState(agvId).connected).toBe(true);
  });
});
