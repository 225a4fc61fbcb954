import {
  Color,
  DoubleSide,
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
  type BufferGeometry,
  type Object3D,
} from 'three';
import { vehicleColour } from '../logic/liveRules';
import type { Pose } from '../logic/motion';
import { VehicleMotion } from '../logic/vehicleMotion';
import type { MapVehicle } from '../logic/vehicleStore';
import { sunDirection } from './lighting';
import { headingToYaw, nodeName } from './sceneRules';
import { TAG_LIMIT, taggedVehicles } from './tagChoice';
import { BODY_HEIGHT, FREIGHT_COLOUR, NOSE_COLOUR, VehicleBodies, vehicleParts } from './vehicleBodies';
import { TAG_WORLD_HEIGHT, TAG_WORLD_WIDTH, VehicleTag } from './vehicleTag';

const TAG_HEIGHT = BODY_HEIGHT + 22;
const ringGeometry = new RingGeometry(12, 14, 32).rotateX(-Math.PI / 2);

interface State {
  index: number;
  vehicle: MapVehicle;
  x: number;
  z: number;
  yaw: number;
}

const hidden = new Matrix4().makeScale(0, 0, 0);
const up = new Vector3(0, 1, 0);

/**
 * The live vehicles of the 3D scene (SPEC §2 "3D monitor"), built for a thousand of them: drawn as
 * one merged geometry (VehicleBodies, one draw call), moved imperatively from the live store by
 * the 2D map's motion model (`VehicleMotion`: 1,000 ms moves, none past a 90° turn, mid-move
 * restarts), never through React state; map x/y are the scene's x/z.
 * Disconnected vehicles, and freight of unloaded ones, are not drawn. Tags are a small pool of
 * sprites given to the selected vehicle and the nearest to the camera. For the glTF export, hulls,
 * noses and freight are also kept as instanced meshes named `agv-<uid>` per instance, never drawn.
 */
export class VehicleFleet {
  readonly root = new Group();
  private readonly sun;
  private readonly drawnMaterial = new MeshBasicMaterial({ vertexColors: true });
  private readonly paint = new MeshLambertMaterial();
  private readonly noseMaterial = new MeshLambertMaterial({ color: NOSE_COLOUR });
  private readonly freightMaterial = new MeshLambertMaterial({ color: FREIGHT_COLOUR });
  private readonly ring = new Mesh(ringGeometry, new MeshBasicMaterial({ color: '#facc15', side: DoubleSide }));
  private readonly tags: { readonly sprite: Sprite; readonly tag: VehicleTag; uid: string | null }[] = [];
  private readonly states = new Map<string, State>();
  private readonly motion = new VehicleMotion();
  private uids: string[] = [];
  private hulls: InstancedMesh | null = null;
  private noses: InstancedMesh | null = null;
  private freight: InstancedMesh | null = null;
  private bodies: VehicleBodies | null = null;
  private drawn: Mesh | null = null;
  private selected: string | null = null;
  private readonly matrix = new Matrix4();
  private readonly turn = new Quaternion();
  private readonly colour = new Color();

  /** `area`: the walled area, whose sun lights the vehicles and which they stay within. */
  constructor(private readonly area: { readonly width: number; readonly height: number }) {
    this.sun = sunDirection(area);
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
    const present = new Set(vehicles.map((v) => v.agvUid));
    this.motion.retain((uid) => present.has(uid));
    this.uids = vehicles.map((v) => v.agvUid);
    const count = Math.max(1, vehicles.length);
    this.hulls = this.instanced(vehicleParts.hull, this.paint, count, 'vehicle-hulls', nodeName.vehicle);
    this.noses = this.instanced(vehicleParts.nose, this.noseMaterial, count, 'vehicle-noses', (uid) => `agv-nose-${uid}`);
    this.freight = this.instanced(vehicleParts.freight, this.freightMaterial, count, 'vehicle-freight', (uid) => `agv-freight-${uid}`);
    this.bodies = new VehicleBodies(vehicles.length, this.sun, this.area);
    this.drawn = new Mesh(this.bodies.geometry, this.drawnMaterial);
    this.drawn.name = 'vehicles-drawn';
    this.drawn.userData = { notExported: true };
    this.root.add(this.drawn);
    this.hulls.count = this.noses.count = this.freight.count = vehicles.length;
    vehicles.forEach((vehicle, index) => {
      const kept = previous.get(vehicle.agvUid);
      const state: State = kept ? { ...kept, index } : { index, vehicle, x: 0, z: 0, yaw: 0 };
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
    this.hulls.setColorAt(state.index, this.colour.set(vehicleColour(vehicle)));
    // A hidden (disconnected) vehicle jumps; the frame loop moves the others (step).
    this.motion.place(vehicle.agvUid, vehicle, vehicle.isConnected, now);
    // Written now also when only its look changed (colour, freight, shown).
    const pose = this.motion.poseNow(vehicle.agvUid, now);
    if (pose) this.write(state, pose);
  }

  /** Moves the vehicles still on their way; false once none is (nothing left to animate). */
  step(now: number): boolean {
    if (!this.motion.moving) return false;
    this.motion.advance(now, (uid, pose) => {
      const state = this.states.get(uid);
      if (state) this.write(state, pose);
    });
    return this.motion.moving;
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

  /** The vehicle under a click on the fleet's drawn geometry (the face hit) or on a tag. */
  uidAt(object: Object3D, faceIndex: number | null | undefined): string | null {
    const tag = this.tags.find((slot) => slot.sprite === object);
    if (tag) return tag.uid;
    if (faceIndex == null || object !== this.drawn || !this.bodies) return null;
    return this.uids[this.bodies.slotOfFace(faceIndex)] ?? null;
  }

  dispose(): void {
    this.disposeMeshes();
    this.states.clear();
    this.motion.retain(() => false);
    this.uids = [];
    for (const slot of this.tags) {
      slot.tag.dispose();
      (slot.sprite.material as SpriteMaterial).dispose();
      slot.sprite.removeFromParent();
    }
    this.tags.length = 0;
  }

  /** Draws a vehicle at a pose of the shared motion model (map x, y and heading -> scene x, z and yaw). */
  private write(state: State, pose: Pose): void {
    if (!this.hulls || !this.noses || !this.freight || !this.bodies) return;
    state.x = pose.x;
    state.z = pose.y;
    state.yaw = headingToYaw(pose.angle);
    const shown = state.vehicle.isConnected;
    if (shown) {
      this.turn.setFromAxisAngle(up, state.yaw);
      this.matrix.makeRotationFromQuaternion(this.turn).setPosition(state.x, 0, state.z);
    }
    const placed = shown ? this.matrix : hidden;
    this.hulls.setMatrixAt(state.index, placed);
    this.noses.setMatrixAt(state.index, placed);
    this.freight.setMatrixAt(state.index, shown && state.vehicle.loaded ? placed : hidden);
    this.hulls.getColorAt(state.index, this.colour);
    this.bodies.write(state.index, { x: state.x, z: state.z, yaw: state.yaw, shown, loaded: state.vehicle.loaded, colour: this.colour });
  }

  /** An instanced copy of one part for the export only: no layer is enabled, so it is neither drawn nor hit. */
  private instanced(geometry: BufferGeometry, material: MeshLambertMaterial, count: number, name: string, nameOf: (uid: string) => string) {
    const mesh = new InstancedMesh(geometry, material, count);
    mesh.name = name;
    mesh.layers.disableAll();
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
    this.drawn?.removeFromParent();
    this.bodies?.dispose();
    this.hulls = this.noses = this.freight = null;
    this.drawn = null;
    this.bodies = null;
  }
}

