import { moveDuration } from './liveRules';
import { poseAt, type Pose } from './motion';

/** A drawn move under way: from `from` to `to` over `duration` ms from `start`. */
interface Move {
  readonly from: Pose;
  readonly to: Pose;
  readonly start: number;
  readonly duration: number;
}

/** What taking a new pose started. */
export interface Placement {
  /** How long the drawn move lasts, ms; 0 when the vehicle is drawn at its new pose at once. */
  readonly duration: number;
  /** False for a vehicle seen for the first time: it appeared rather than moved. */
  readonly moved: boolean;
}

const samePose = (a: Pose, b: Pose) => a.x === b.x && a.y === b.y && a.angle === b.angle;
const poseOf = (move: Move, now: number) => poseAt(move.from, move.to, (now - move.start) / move.duration);

/**
 * Where each vehicle is drawn between polls (SPEC §4 "Vehicle on map"): a new position is reached
 * over 1,000 ms, at once when the heading turns more than 90°, and a position arriving mid-move
 * starts from where the vehicle is drawn. Time is passed in (`now`, ms), so both map renderers
 * (SVG elements and the large-fleet canvas) share these rules and tests drive them by hand.
 */
export class VehicleMotion {
  private readonly targets = new Map<string, Pose>();
  private readonly moves = new Map<string, Move>();

  /** Takes a vehicle's pose from the live store; null when it has not changed. */
  place(uid: string, pose: Pose, animate: boolean, now: number): Placement | null {
    const before = this.targets.get(uid);
    if (before && samePose(before, pose)) return null;
    this.targets.set(uid, pose);
    const duration = before && animate ? moveDuration(before.angle, pose.angle) : 0;
    if (!before || duration === 0) {
      this.moves.delete(uid);
      return { duration: 0, moved: !!before };
    }
    const running = this.moves.get(uid);
    this.moves.set(uid, { from: running ? poseOf(running, now) : before, to: pose, start: now, duration });
    return { duration, moved: true };
  }

  /** The pose drawn at `now`, or undefined for a vehicle never placed. */
  poseNow(uid: string, now: number): Pose | undefined {
    const move = this.moves.get(uid);
    return move ? poseOf(move, now) : this.targets.get(uid);
  }

  /** Visits the vehicles moving at `now` with their poses; a finished move is visited a last time at its end pose. */
  advance(now: number, visit: (uid: string, pose: Pose) => void): void {
    for (const [uid, move] of this.moves) {
      visit(uid, poseOf(move, now));
      if (now - move.start >= move.duration) this.moves.delete(uid);
    }
  }

  get moving(): boolean {
    return this.moves.size > 0;
  }

  /** Forgets vehicles that left the map. */
  retain(present: (uid: string) => boolean): void {
    for (const uid of this.targets.keys()) {
      if (present(uid)) continue;
      this.targets.delete(uid);
      this.moves.delete(uid);
    }
  }
}
