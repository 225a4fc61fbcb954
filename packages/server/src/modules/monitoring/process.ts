import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { ProcessStats } from '@agvs/contract';

/** Event-loop delay is measured over windows of this length, so p50/p99 follow recent load. */
const WINDOW_MS = 10_000;

/** Samples of this Node.js process: memory, event-loop delay percentiles, uptime. */
export class ProcessSampler {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  private windowStart = Date.now();

  constructor() {
    this.histogram.enable();
  }

  sample(now: number): ProcessStats {
    const memory = process.memoryUsage();
    const ms = (ns: number) => (Number.isFinite(ns) ? Math.round((ns / 1e6) * 100) / 100 : 0);
    const stats: ProcessStats = {
      time: now,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      rss: memory.rss,
      external: memory.external,
      eventLoopDelayP50Ms: ms(this.histogram.percentile(50)),
      eventLoopDelayP99Ms: ms(this.histogram.percentile(99)),
      uptimeSeconds: Math.round(process.uptime()),
      nodeVersion: process.version,
      pid: process.pid,
    };
    if (Date.now() - this.windowStart >= WINDOW_MS) {
      this.histogram.reset();
      this.windowStart = Date.now();
    }
    return stats;
  }

  close(): void {
    this.histogram.disable();
  }
}
