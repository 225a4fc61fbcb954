/**
 * Reads a League of Robot Runners 2024 problem (README in ../shared/lorr): the problem JSON and
 * the map, agents and tasks files it names, relative to the JSON's own folder. The data stays
 * outside the repository (MIT, the start-kit's licence); LORR_DIR points elsewhere if needed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { mapf } from '@agvs/core';

export const LORR_DIR = resolve(process.env.LORR_DIR ?? join(process.cwd(), '..', 'shared', 'lorr'));

export interface LorrInstance {
  name: string;
  problem: mapf.LifelongProblem;
  teamSize: number;
}

/** Finds `<name>.json` in any `*.domain` folder of LORR_DIR. */
export function findInstance(name: string): string {
  if (!existsSync(LORR_DIR)) throw new Error(`LoRR data not found at ${LORR_DIR} (set LORR_DIR)`);
  for (const domain of readdirSync(LORR_DIR).filter((d) => d.endsWith('.domain'))) {
    const file = join(LORR_DIR, domain, `${name}.json`);
    if (existsSync(file)) return file;
  }
  throw new Error(`no ${name}.json under ${LORR_DIR}/*.domain`);
}

/** Non-comment lines of an agents or tasks file, after the count line. */
function records(text: string): string[] {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));
  const count = Number(lines[0]);
  if (!Number.isInteger(count) || lines.length - 1 < count) throw new Error(`expected ${count} records, found ${lines.length - 1}`);
  return lines.slice(1, 1 + count);
}

export function loadInstance(name: string): LorrInstance {
  const file = findInstance(name);
  const dir = dirname(file);
  const json = JSON.parse(readFileSync(file, 'utf8')) as { mapFile: string; agentFile: string; taskFile: string; teamSize: number; numTasksReveal?: number };
  const grid = mapf.parseGridMap(readFileSync(join(dir, json.mapFile), 'utf8'));
  const starts = records(readFileSync(join(dir, json.agentFile), 'utf8')).slice(0, json.teamSize).map(Number);
  if (starts.length < json.teamSize) throw new Error(`${json.agentFile} has fewer than ${json.teamSize} start cells`);
  const taskFile = records(readFileSync(join(dir, json.taskFile), 'utf8')).map((l) => l.split(',').map(Number));
  const poolSize = Math.floor((json.numTasksReveal ?? 1.5) * json.teamSize);
  return { name, teamSize: json.teamSize, problem: { grid, starts, taskFile, poolSize } };
}
