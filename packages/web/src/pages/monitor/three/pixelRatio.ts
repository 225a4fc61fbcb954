/** The lowest share of the screen's resolution the 3D view draws at. */
export const MIN_PIXEL_RATIO = 0.5;
const STEP = 0.1;
/** Back-to-back frames judged together. */
const WINDOW = 20;
/** A window slower than 50 fps lowers the resolution. */
const SLOW_MS = 1000 / 50;
/** Longer intervals are pauses (nothing moved, nothing drawn), not slow frames. */
const GAP_MS = 100;
/** Fast windows before a higher resolution is tried again; doubles after each failed try. */
const PROBE_WINDOWS = 10;
/** Three steps down must make frames at least this much shorter, or they are taken back. */
const GAIN = 0.85;
const JUDGED_DROP = 0.3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Dynamic resolution for the 3D view: software WebGL (no GPU, as on many office and board PCs)
 * shades every pixel on the CPU, so when frames run slower than 50 fps the view draws at a lower
 * pixel ratio, a step at a time down to half, and the browser scales it up. Steps that do not
 * make frames shorter (the scene is bound by its vertices, not its pixels) are taken back and not
 * tried again; while frames are fast a higher ratio is tried from time to time, less often after
 * each try that turned out slow. Fed the intervals between drawn frames, it answers the new ratio.
 */
export class PixelRatioGovernor {
  private ratio: number;
  private samples: number[] = [];
  private fastWindows = 0;
  private probeAfter = PROBE_WINDOWS;
  private probing = false;
  private floor = MIN_PIXEL_RATIO;
  /** Where the current descent started, to judge whether lowering helps. */
  private descent: { readonly from: number; readonly frame: number } | null = null;

  constructor(private readonly native: number) {
    this.ratio = native;
  }

  get current(): number {
    return this.ratio;
  }

  /** One interval between two drawn frames (ms); the new pixel ratio when it changes, else null. */
  sample(intervalMs: number): number | null {
    if (intervalMs > GAP_MS) {
      this.samples = [];
      return null;
    }
    this.samples.push(intervalMs);
    if (this.samples.length < WINDOW) return null;
    const frame = median(this.samples);
    this.samples = [];
    if (frame > SLOW_MS) {
      this.fastWindows = 0;
      if (this.probing) {
        this.probing = false;
        this.probeAfter *= 2;
        return this.set(this.ratio - STEP);
      }
      if (!this.descent) this.descent = { from: this.ratio, frame };
      else if (this.descent.from - this.ratio >= JUDGED_DROP - 1e-9 && frame > this.descent.frame * GAIN) {
        // Fewer pixels did not make frames shorter: back up, and stay at least this sharp.
        this.floor = this.descent.from;
        this.descent = null;
        return this.set(this.floor);
      }
      if (this.ratio - STEP < this.floor - 1e-9) return null;
      return this.set(this.ratio - STEP);
    }
    this.descent = null;
    this.probing = false;
    if (this.ratio >= this.native || ++this.fastWindows < this.probeAfter) return null;
    this.fastWindows = 0;
    this.probing = true;
    return this.set(Math.min(this.native, this.ratio + STEP));
  }

  private set(ratio: number): number | null {
    const next = Math.min(this.native, Math.max(MIN_PIXEL_RATIO, round(ratio)));
    if (next === this.ratio) return null;
    this.ratio = next;
    return next;
  }
}
