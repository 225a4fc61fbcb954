import { statfs } from 'node:fs/promises';
import { cpus, freemem, loadavg, platform, totalmem } from 'node:os';
import type { SystemStats } from '@agvs/contract';

interface CpuTimes {
  readonly busy: number;
  readonly total: number;
}

const cpuTimes = (): CpuTimes =>
  cpus().reduce(
    (sum, cpu) => {
      const { user, nice, sys, idle, irq } = cpu.times;
      return { busy: sum.busy + user + nice + sys + irq, total: sum.total + user + nice + sys + idle + irq };
    },
    { busy: 0, total: 0 },
  );

/** Host figures; CPU usage is the busy share between this sample and the previous one. */
export class SystemSampler {
  private last = cpuTimes();

  constructor(private readonly dataDir: string) {}

  async sample(now: number): Promise<SystemStats> {
    const current = cpuTimes();
    const total = current.total - this.last.total;
    const cpuUsagePercent = total > 0 ? Math.round(((current.busy - this.last.busy) / total) * 1000) / 10 : 0;
    this.last = current;
    const fs = await statfs(this.dataDir);
    const [l1, l5, l15] = loadavg() as [number, number, number];
    return {
      time: now,
      platform: platform(),
      cpus: cpus().length,
      loadAverage: [l1, l5, l15],
      cpuUsagePercent,
      memoryTotal: totalmem(),
      memoryFree: freemem(),
      disk: { path: this.dataDir, total: fs.blocks * fs.bsize, free: fs.bfree * fs.bsize, available: fs.bavail * fs.bsize },
    };
  }
}
