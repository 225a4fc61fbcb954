import { DEMO_TENANT_ID } from './tenants.js';

/** The demo tenant, short because every id below carries it. */
export const T = DEMO_TENANT_ID;

/** Deterministic ids, so a second start (or a second server) inserts nothing new. */
export const demoIds = {
  map: (code: string) => `map-${T}-${code}`,
  layout: (code: string) => `lay-${T}-${code}`,
  layoutModel: (layout: string) => `lm-${T}-${layout}`,
  layoutPlanModel: (layout: string) => `lm-${T}-${layout}-plan`,
  station: (layout: string, code: string) => `st-${T}-${layout}-${code}`,
  segment: (layout: string, n: number) => `sg-${T}-${layout}-${n}`,
  zone: (layout: string, code: string) => `zn-${T}-${layout}-${code}`,
  zoneStation: (layout: string, zone: string, station: string) => `zs-${T}-${layout}-${zone}-${station}`,
  equipment: (layout: string, code: string) => `eq-${T}-${layout}-${code}`,
  action: (layout: string, code: string) => `act-${T}-${layout}-${code}`,
  actionStep: (layout: string, code: string, seq: number) => `step-${T}-${layout}-${code}-${seq}`,
  brand: (code: string) => `brand-${T}-${code}`,
  model: (code: string) => `model-${T}-${code}`,
  group: (code: string) => `group-${T}-${code}`,
  agv: (code: string) => `agv-${T}-${code}`,
  error: (code: string) => `err-${T}-${code}`,
  template: (code: string) => `tpl-${T}-${code}`,
};

/** Inserts in slices, staying far below either dialect's limit of bound parameters. */
export async function inSlices<R>(rows: readonly R[], insert: (slice: R[]) => Promise<unknown>, size = 200): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
