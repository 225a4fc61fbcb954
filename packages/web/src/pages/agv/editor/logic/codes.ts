import { Patterns } from '@agvs/contract';

/**
 * The next free code `prefix` + number: one past the largest number already used after that
 * prefix, so drawn stations read S1, S2, S3 in the order they were placed. The prefix is cut so
 * the code still matches the SPEC §5 code pattern.
 */
export function nextCode(used: ReadonlySet<string>, prefix: string): string {
  const head = /^[A-Za-z][A-Za-z0-9_]*$/.test(prefix) ? prefix.slice(0, 20) : 'S';
  let largest = 0;
  const numbered = new RegExp(`^${head}(\\d+)$`);
  for (const code of used) {
    const match = numbered.exec(code);
    if (match) largest = Math.max(largest, Number(match[1]));
  }
  let n = largest + 1;
  while (used.has(`${head}${n}`)) n++;
  return `${head}${n}`;
}

/** The letters a code starts with ("ST_12" → "ST_"), for codes of copies. */
export function prefixOf(code: string): string {
  const match = /^([A-Za-z][A-Za-z_]*)/.exec(code);
  return match?.[1] ?? 'S';
}

export const isCode = (code: string) => Patterns.code.test(code);
