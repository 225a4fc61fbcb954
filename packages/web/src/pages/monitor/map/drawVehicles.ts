import { VEHICLE_OUTLINE, VEHICLE_OUTLINE_WIDTH } from '../logic/displayRules';
import { RUN_STATUS_COLOURS } from '../logic/liveRules';
import type { Pose } from '../logic/motion';
import { errorPhase, mixColour, placePoint, tracePlaced, VEHICLE_ALERT, VEHICLE_BODY, VEHICLE_FREIGHT, VEHICLE_NOSE } from '../logic/vehicleOutline';
import { FAR_SCALE, type ViewTransform } from '../logic/viewport';

/** One vehicle as the canvas draws it. */
export interface CanvasVehicle {
  readonly pose: Pose;
  readonly colour: string;
  readonly offline: boolean;
  readonly loaded: boolean;
  readonly error: boolean;
  readonly focused: boolean;
  /** Drawn upright above the vehicle when not null. */
  readonly name: string | null;
}

export interface CanvasFrame {
  readonly view: ViewTransform;
  /** CSS pixels of the canvas, and device pixels per CSS pixel. */
  readonly width: number;
  readonly height: number;
  readonly dpr: number;
  readonly now: number;
}

/** Colours and sizes of the SVG vehicle (monitor.css), in map units. */
const FOCUS = '#facc15';
const NOSE = '#0b1222';
const FREIGHT = '#b45309';
const ALERT = '#ef4444';
const ALERT_EDGE = '#fee2e2';
const OFFLINE_ALPHA = 0.45;
const NAME_FONT = '7px sans-serif';
const NAME_FILL = '#f8fafc';
/** Vehicles this far outside the view (map units) are still drawn: their names and markers reach in. */
const CULL_MARGIN = 24;
/** The error pulse is drawn in this many steps, so erroring vehicles share a few colours per frame. */
const PULSE_STEPS = 8;

/** One alpha pass: the vehicles drawn at full strength, or the offline ones dimmed. */
interface Pass {
  readonly bodies: Map<string, Path2D>;
  readonly outlines: Path2D;
  readonly noses: Path2D;
  readonly freight: Path2D;
  readonly alerts: Path2D;
  readonly focused: Path2D;
  readonly names: CanvasVehicle[];
  count: number;
}

const newPass = (): Pass => ({
  bodies: new Map(),
  outlines: new Path2D(),
  noses: new Path2D(),
  freight: new Path2D(),
  alerts: new Path2D(),
  focused: new Path2D(),
  names: [],
  count: 0,
});

/**
 * Draws every vehicle in view on a 2D canvas in a few batched fills: one path per body colour, one
 * each for outlines, noses, freight and error markers. A large fleet costs the browser one canvas
 * raster per frame instead of restyling, re-layerising and hit-testing a thousand SVG groups.
 * Returns how many vehicles were drawn and whether any needs the next frame (an error pulsing).
 */
export function drawVehicles(ctx: CanvasRenderingContext2D, vehicles: Iterable<CanvasVehicle>, frame: CanvasFrame): { drawn: number; animating: boolean } {
  const { view, width, height, dpr, now } = frame;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  const minX = -view.x / view.scale - CULL_MARGIN;
  const minY = -view.y / view.scale - CULL_MARGIN;
  const maxX = (width - view.x) / view.scale + CULL_MARGIN;
  const maxY = (height - view.y) / view.scale + CULL_MARGIN;
  const near = view.scale >= FAR_SCALE;
  const phase = errorPhase(now);
  const pulse = Math.round(phase.pulse * PULSE_STEPS) / PULSE_STEPS;
  const passes = { online: newPass(), offline: newPass() };
  let animating = false;

  for (const vehicle of vehicles) {
    const { pose } = vehicle;
    if (pose.x < minX || pose.x > maxX || pose.y < minY || pose.y > maxY) continue;
    const pass = vehicle.offline ? passes.offline : passes.online;
    pass.count++;
    const fill = vehicle.error ? mixColour(vehicle.colour, RUN_STATUS_COLOURS.ERROR, pulse) : vehicle.colour;
    let body = pass.bodies.get(fill);
    if (!body) pass.bodies.set(fill, (body = new Path2D()));
    tracePlaced(body, pose, VEHICLE_BODY);
    tracePlaced(vehicle.focused ? pass.focused : pass.outlines, pose, VEHICLE_BODY);
    if (near) tracePlaced(pass.noses, pose, VEHICLE_NOSE);
    if (vehicle.loaded) tracePlaced(pass.freight, pose, VEHICLE_FREIGHT);
    if (vehicle.error) {
      animating = true;
      const [cx, cy] = placePoint(pose, VEHICLE_ALERT.x, VEHICLE_ALERT.y);
      const r = VEHICLE_ALERT.r * phase.alertScale;
      pass.alerts.moveTo(cx + r, cy);
      pass.alerts.arc(cx, cy, r, 0, 2 * Math.PI);
    }
    if (near && vehicle.name !== null) pass.names.push(vehicle);
  }

  ctx.setTransform(dpr * view.scale, 0, 0, dpr * view.scale, dpr * view.x, dpr * view.y);
  ctx.lineJoin = 'round';
  paintPass(ctx, passes.offline, OFFLINE_ALPHA, phase.alertOpacity);
  paintPass(ctx, passes.online, 1, phase.alertOpacity);
  return { drawn: passes.online.count + passes.offline.count, animating };
}

const fillWith = (ctx: CanvasRenderingContext2D, path: Path2D, colour: string) => {
  ctx.fillStyle = colour;
  ctx.fill(path);
};

const strokeWith = (ctx: CanvasRenderingContext2D, path: Path2D, colour: string, width: number) => {
  ctx.lineWidth = width;
  ctx.strokeStyle = colour;
  ctx.stroke(path);
};

function paintPass(ctx: CanvasRenderingContext2D, pass: Pass, alpha: number, alertOpacity: number): void {
  if (pass.count === 0) return;
  ctx.globalAlpha = alpha;
  for (const [colour, path] of pass.bodies) fillWith(ctx, path, colour);
  strokeWith(ctx, pass.outlines, VEHICLE_OUTLINE, VEHICLE_OUTLINE_WIDTH);
  strokeWith(ctx, pass.focused, FOCUS, 2);
  fillWith(ctx, pass.noses, NOSE);
  fillWith(ctx, pass.freight, FREIGHT);
  ctx.globalAlpha = alpha * alertOpacity;
  fillWith(ctx, pass.alerts, ALERT);
  strokeWith(ctx, pass.alerts, ALERT_EDGE, 0.8);
  ctx.globalAlpha = alpha;
  if (pass.names.length) {
    ctx.font = NAME_FONT;
    ctx.textAlign = 'center';
    ctx.fillStyle = NAME_FILL;
    for (const vehicle of pass.names) ctx.fillText(vehicle.name!, vehicle.pose.x, vehicle.pose.y - 9);
  }
  ctx.globalAlpha = 1;
}
