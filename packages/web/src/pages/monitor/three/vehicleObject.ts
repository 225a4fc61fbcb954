import {
  BoxGeometry,
  ConeGeometry,
  Group,
  Mesh,
  MeshLambertMaterial,
  RingGeometry,
  MeshBasicMaterial,
  DoubleSide,
  Sprite,
  SpriteMaterial,
} from 'three';
import { VEHICLE_LENGTH } from '../logic/displayRules';
import { moveDuration, runStatusColour, signedTurn } from '../logic/liveRules';
import type { MapVehicle } from '../logic/vehicleStore';
import { headingToYaw, nodeName } from './sceneRules';
import { TAG_WORLD_HEIGHT, TAG_WORLD_WIDTH, VehicleTag } from './vehicleTag';

const BODY_HEIGHT = 6;
const WIDTH = 10;
const bodyGeometry = new BoxGeometry(VEHICLE_LENGTH, BODY_HEIGHT, WIDTH);
const noseGeometry = new ConeGeometry(2.5, 4, 12).rotateZ(-Math.PI / 2);
const freightGeometry = new BoxGeometry(8, 6, 8);
const ringGeometry = new RingGeometry(12, 14, 32).rotateX(-Math.PI / 2);
const noseMaterial = new MeshLambertMaterial({ color: '#f8fafc' });
const freightMaterial = new MeshLambertMaterial({ color: '#d97706' });
const ringMaterial = new MeshBasicMaterial({ color: '#facc15', side: DoubleSide });

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

/**
 * One vehicle of the 3D scene, built and moved imperatively: the live store's positions are
 * written here and followed over 1,000 ms in the render loop (0 when the heading turns more than
 * 90°, as on the 2D map), never through React state. Disconnected vehicles are hidden.
 */
export class VehicleObject {
  readonly root = new Group();
  private readonly body = new Group();
  private readonly paint = new MeshLambertMaterial();
  private readonly freight = new Mesh(freightGeometry, freightMaterial);
  private readonly ring = new Mesh(ringGeometry, ringMaterial);
  private readonly tag = new VehicleTag();
  private readonly sprite: Sprite;
  private motion: Motion | null = null;
  private angle = 0;

  constructor(readonly agvUid: string) {
    this.root.name = nodeName.vehicle(agvUid);
    this.root.userData = { agvUid };
    const hull = new Mesh(bodyGeometry, this.paint);
    hull.position.y = BODY_HEIGHT / 2 + 1;
    const nose = new Mesh(noseGeometry, noseMaterial);
    nose.position.set(VEHICLE_LENGTH / 2 + 1.5, BODY_HEIGHT / 2 + 1, 0);
    this.freight.position.y = BODY_HEIGHT + 4;
    this.body.add(hull, nose, this.freight);
    this.ring.position.y = 0.6;
    this.ring.visible = false;
    this.sprite = new Sprite(new SpriteMaterial({ map: this.tag.texture, depthWrite: false }));
    this.sprite.name = `tag-${agvUid}`;
    this.sprite.scale.set(TAG_WORLD_WIDTH, TAG_WORLD_HEIGHT, 1);
    this.sprite.position.y = BODY_HEIGHT + 22;
    this.root.add(this.body, this.ring, this.sprite);
    this.root.visible = false;
  }

  /** Takes the vehicle's latest state; `now` is the render clock (ms). */
  apply(vehicle: MapVehicle, now: number): void {
    this.root.visible = vehicle.isConnected;
    this.paint.color.set(vehicle.colour ?? runStatusColour(vehicle.runStatus, null));
    this.freight.visible = vehicle.loaded;
    this.tag.show({ name: vehicle.agvName, battery: vehicle.battery, stationCode: vehicle.stationCode });

    const first = this.motion === null;
    const toYaw = headingToYaw(vehicle.angle);
    this.step(now);
    const duration = first ? 0 : moveDuration(this.angle, vehicle.angle);
    const turn = headingToYaw(signedTurn(this.angle, vehicle.angle));
    this.motion = {
      fromX: first ? vehicle.x : this.root.position.x,
      fromZ: first ? vehicle.y : this.root.position.z,
      fromYaw: first ? toYaw : this.body.rotation.y,
      toX: vehicle.x,
      toZ: vehicle.y,
      toYaw: first ? toYaw : this.body.rotation.y + turn,
      start: now,
      duration,
    };
    this.angle = vehicle.angle;
    this.step(now);
  }

  /** Moves along the current motion; false once it has arrived (nothing left to animate). */
  step(now: number): boolean {
    const m = this.motion;
    if (!m) return false;
    const t = m.duration > 0 ? Math.min(1, (now - m.start) / m.duration) : 1;
    this.root.position.set(m.fromX + (m.toX - m.fromX) * t, 0, m.fromZ + (m.toZ - m.fromZ) * t);
    this.body.rotation.y = m.fromYaw + (m.toYaw - m.fromYaw) * t;
    return t < 1;
  }

  setSelected(selected: boolean): void {
    this.ring.visible = selected;
  }

  dispose(): void {
    this.tag.dispose();
    this.paint.dispose();
    (this.sprite.material as SpriteMaterial).dispose();
  }
}
