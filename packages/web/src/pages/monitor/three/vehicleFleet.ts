import {
  BoxGeometry,
  Color,
  ConeGeometry,
  DoubleSide,
  DynamicDrawUsage,
  Group,
  InstancedMesh,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  Quaternion,
  RingGeometry,
  Sprite,
  SpriteMaterial,
  Vector3,
  type Object3D,
} from 'three';
import { VEHICLE_LENGTH } from '../logic/displayRules';
import { moveDuration, runStatusColour, signedTurn } from '../logic/liveRules';
import type { MapVehicle } from '../logic/vehicleStore';
import { headingToYaw, nodeName } from './sceneRules';
import { TAG_LIMIT, taggedVehicles } from './tagChoice';
import { TAG_WORLD_HEIGHT, TAG_WORLD_WIDTH, VehicleTag } from './vehicleTag';

const BODY_HEIGHT = 6;
const WIDTH = 10;
const TAG_HEIGHT = BODY_HEIGHT + 22;
// Each part is placed in the vehicle's own frame, so one instance matrix (position, heading) serves all.
const hullGeometry = new BoxGeometry(VEHICLE_LENGTH, BODY_HEIGHT, WIDTH).translate(0, BODY_HEIGHT / 2 + 1, 0);
const noseGeometry = new ConeGeometry(2.5, 4, 12).rotateZ(-Math.PI / 2).translate(VEHICLE_LENGTH / 2 + 1.5, BODY_HEIGHT / 2 + 1, 0);
const freightGeometry = new BoxGeometry(8, 6, 8).translate(0, BODY_HEIGHT + 4, 0);
const ringGeometry = new RingGeometry(12, 14, 32).rotateX(-Math.PI / 2);

interface Motion {
  fromX: number;
  fromZ: number;
  fromYaw: number;
  toX: number;
  toZ: number;
  toYaw: number;
  start: number;
  duration: number;
}

interface State {
  index: number;
  vehicle: MapVehicle;
  motion: Motion | null;
  angle: number;
  x: number;
  z: number;
  yaw: number;
}

const hidden = new Matrix4().makeScale(0, 0, 0);
const up = new Vector3(0, 1, 0);

/**
 * The live vehicles of the 3D scene (SPEC §2 "3D monitor"), built for a thousand of them: hulls,
 * noses and freight are three instanced meshes (one draw call each, hull colour per instance),
 * moved imperatively from the live store over 1,000 ms (0 when the heading turns more than 90°,
 * as in 2D), never through React state. Disconnected vehicles, and freight of unloaded ones, are
 * instances scaled to nothing. Tags are a small pool of sprites given to the selected vehicle and
 * the nearest to the camera. Instances carry `agv-<uid>` names for the glTF export.
 */
export class VehicleFleet {
  readonly root = new Group();
  private readonly paint = new MeshLambertMaterial();
  private readonly noseMaterial = new MeshLambertMaterial({ color: '#f8fafc' });
  private readonly freightMaterial = new MeshLambertMaterial({ color: '#d97706' });
  private readonly ring = new Mesh(ringGeometry, new MeshBasicMaterial({ color: '#facc15', side: DoubleSide }));
  private readonly tags: { readonly sprite: Sprite; readonly tag: VehicleTag; uid: string | null }[] = [];
  private readonly states = new Map<string, State>();
  private readonly moving = new Set<State>();
  private uids: string[] = [];
  private hulls: InstancedMesh | null = null;
  private noses: InstancedMesh | null = null;
  private freight: InstancedMesh | null = null;
  private selected: string | null = null;
  private readonly matrix = new Matrix4();
  private readonly turn = new Quaternion();
  private readonly colour = new Color();

  constructor() {
    this.root.name = 'vehicles';
    this.ring.name = 'vehicle-selection';
    this.ring.visible = false;
    this.root.add(this.ring);
  }

  /** The shown vehicles changed (some came or left): instances are rebuilt for the new list. */
  setVehicles(vehicles: readonly MapVehicle[], now: number): void {
    this.disposeMeshes();
    const previous = new Map(this.states);
    this.states.clear();
    this.moving.clear();
    this.uids = vehicles.map((v) => v.agvUid);
    const count = Math.max(1, vehicles.length);
    this.hulls = this.instanced(hullGeometry, this.paint, count, 'vehicle-hulls', nodeName.vehicle);
    this.noses = this.instanced(noseGeometry, this.noseMaterial, count, 'vehicle-noses', (uid) => `agv-nose-${uid}`);
    this.freight = this.instanced(freightGeometry, this.freightMaterial, count, 'vehicle-freight', (uid) => `agv-freight-${uid}`);
    this.hulls.count = this.noses.count = this.freight.count = vehicles.length;
    vehicles.forEach((vehicle, index) => {
      const kept = previous.get(vehicle.agvUid);
      const state: State = kept ? { ...kept, index } : { index, vehicle, motion: null, angle: 0, x: 0, z: 0, yaw: 0 };
      this.states.set(vehicle.agvUid, state);
      this.apply(vehicle, now);
    });
    for (const tag of this.tags) tag.uid = null;
  }

  /** Takes a vehicle's latest state; `now` is the render clock (ms). */
  apply(vehicle: MapVehicle, now: number): void {
    const state = this.states.get(vehicle.agvUid);
    if (!state || !this.hulls) return;
    state.vehicle = vehicle;
    this.hulls.setColorAt(state.index, this.colour.set(vehicle.colour ?? runStatusColour(vehicle.runStatus, null)));
    this.hulls.instanceColor!.needsUpdate = true;
    const first = state.motion === null;
    this.advance(state, now);
    const toYaw = headingToYaw(vehicle.angle);
    state.motion = {
      fromX: first ? vehicle.x : state.x,
      fromZ: first ? vehicle.y : state.z,
      fromYaw: first ? toYaw : state.yaw,
      toX: vehicle.x,
      toZ: vehicle.y,
      toYaw: first ? toYaw : state.yaw + headingToYaw(signedTurn(state.angle, vehicle.angle)),
      start: now,
      duration: first ? 0 : moveDuration(state.angle, vehicle.angle),
    };
    state.angle = vehicle.angle;
    this.moving.add(state);
    // Only this vehicle: a poll applies every vehicle in turn, and the frame moves them all once.
    this.advance(state, now);
    this.touch();
  }

  /** Moves the vehicles still on their way; false once none is (nothing left to animate). */
  step(now: number): boolean {
    if (this.moving.size === 0) return false;
    for (const state of this.moving) if (!this.advance(state, now)) this.moving.delete(state);
    this.touch();
    return this.moving.size > 0;
  }

  /** Gives the tag sprites to the selected vehicle and the nearest to the camera. */
  updateTags(camera: Vector3): void {
    const candidates = [];
    for (const [agvUid, state] of this.states) if (state.vehicle.isConnected) candidates.push({ agvUid, x: state.x, y: 0, z: state.z });
    const chosen = taggedVehicles(candidates, camera, this.selected, TAG_LIMIT);
    while (this.tags.length < chosen.length) this.tags.push(this.newTag());
    // A vehicle keeps its sprite while it stays chosen: redrawing a tag's canvas and uploading it
    // again is the costly part, so sprites change hands only when the chosen set does.
    const wanted = new Set(chosen);
    for (const slot of this.tags) if (slot.uid !== null && !wanted.has(slot.uid)) slot.uid = null;
    const placed = new Set(this.tags.map((slot) => slot.uid));
    for (const uid of chosen) {
      if (placed.has(uid)) continue;
      const free = this.tags.find((slot) => slot.uid === null);
      if (free) free.uid = uid;
    }
    for (const slot of this.tags) {
      const state = slot.uid ? this.states.get(slot.uid) : undefined;
      slot.sprite.visible = !!state;
      if (!state) continue;
      const v = state.vehicle;
      slot.tag.show({ name: v.agvName, battery: v.battery, stationCode: v.stationCode });
      slot.sprite.position.set(state.x, TAG_HEIGHT, state.z);
    }
    const selected = this.selected ? this.states.get(this.selected) : undefined;
    this.ring.visible = !!selected?.vehicle.isConnected;
    if (selected) this.ring.position.set(selected.x, 0.6, selected.z);
  }

  setSelected(agvUid: string | null): void {
    this.selected = agvUid;
  }

  /** Where a shown vehicle is (the camera follows it), or null when it is hidden or unknown. */
  positionOf(agvUid: string): Vector3 | null {
    const state = this.states.get(agvUid);
    return state?.vehicle.isConnected ? new Vector3(state.x, 0, state.z) : null;
  }

  /** The vehicle under a click on one of the fleet's instanced meshes or on a tag. */
  uidAt(object: Object3D, instanceId: number | undefined): string | null {
    const tag = this.tags.find((slot) => slot.sprite === object);
    if (tag) return tag.uid;
    if (instanceId === undefined || (object !== this.hulls && object !== this.noses && object !== this.freight)) return null;
    return this.uids[instanceId] ?? null;
  }

  dispose(): void {
    this.disposeMeshes();
    this.states.clear();
    this.moving.clear();
    this.uids = [];
    for (const slot of this.tags) {
      slot.tag.dispose();
      (slot.sprite.material as SpriteMaterial).dispose();
      slot.sprite.removeFromParent();
    }
    this.tags.length = 0;
  }

  /** The instance matrices changed: upload them with the next frame. */
  private touch(): void {
    for (const mesh of [this.hulls, this.noses, this.freight]) {
      if (!mesh) continue;
      mesh.instanceMatrix.needsUpdate = true;
      // Culling, raycasting (clicks) and sorting use the instances' bounds: the renderer recomputes
      // them (InstancedMesh.computeBoundingSphere) when it next needs them, so an off-screen fleet is skipped.
      mesh.boundingSphere = null;
    }
  }

  private advance(state: State, now: number): boolean {
    const m = state.motion;
    if (!m || !this.hulls || !this.noses || !this.freight) return false;
    const t = m.duration > 0 ? Math.min(1, (now - m.start) / m.duration) : 1;
    state.x = m.fromX + (m.toX - m.fromX) * t;
    state.z = m.fromZ + (m.toZ - m.fromZ) * t;
    state.yaw = m.fromYaw + (m.toYaw - m.fromYaw) * t;
    const shown = state.vehicle.isConnected;
    if (shown) {
      this.turn.setFromAxisAngle(up, state.yaw);
      this.matrix.makeRotationFromQuaternion(this.turn).setPosition(state.x, 0, state.z);
    }
    const pose = shown ? this.matrix : hidden;
    this.hulls.setMatrixAt(state.index, pose);
    this.noses.setMatrixAt(state.index, pose);
    this.freight.setMatrixAt(state.index, shown && state.vehicle.loaded ? pose : hidden);
    return t < 1;
  }

  private instanced(geometry: BoxGeometry | ConeGeometry, material: MeshLambertMaterial, count: number, name: string, nameOf: (uid: string) => string) {
    const mesh = new InstancedMesh(geometry, material, count);
    mesh.name = name;
    mesh.instanceMatrix.setUsage(DynamicDrawUsage);
    mesh.userData = { instanceNames: this.uids.map(nameOf) };
    for (let i = 0; i < count; i++) mesh.setMatrixAt(i, hidden);
    this.root.add(mesh);
    return mesh;
  }

  private newTag() {
    const tag = new VehicleTag();
    const sprite = new Sprite(new SpriteMaterial({ map: tag.texture, depthWrite: false }));
    sprite.name = 'vehicle-tag';
    sprite.scale.set(TAG_WORLD_WIDTH, TAG_WORLD_HEIGHT, 1);
    sprite.visible = false;
    this.root.add(sprite);
    return { sprite, tag, uid: null as string | null };
  }

  private disposeMeshes(): void {
    for (const mesh of [this.hulls, this.noses, this.freight]) {
      if (!mesh) continue;
      mesh.removeFromParent();
      mesh.dispose();
    }
    this.hulls = this.noses = this.freight = null;
  }
}

