import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// Ajv 8 under an alias: the 2020-12 drafts of the official schemas need it, while the LIF tests keep Ajv 6.
import Ajv2020Module, { type ErrorObject, type ValidateFunction } from 'ajv8/dist/2020.js';
import type { VdaVersion } from '@agvs/contract';

/** Topics whose messages have an official schema (schemas/<version>/<topic>.schema, licence in schemas/LICENSE.txt). */
export const VDA_TOPICS = ['order', 'instantActions', 'state', 'visualization', 'connection', 'factsheet'] as const;
export type VdaTopic = (typeof VDA_TOPICS)[number];

const Ajv2020 = Ajv2020Module as unknown as typeof Ajv2020Module.default;

/** ISO 8601 date and time with a zone, as the schemas' "date-time" format means it. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

function schemaFile(version: VdaVersion, topic: VdaTopic): string {
  // 2.0.0 ships its factsheet as factsheet.json.
  const name = version === '2.0.0' && topic === 'factsheet' ? 'factsheet.json' : `${topic}.schema`;
  // Next to this module when run from source; the build (dist) does not copy them, so it reads the sources' copy.
  const beside = fileURLToPath(new URL(`./schemas/${version}/${name}`, import.meta.url));
  return existsSync(beside) ? beside : fileURLToPath(new URL(`../../../src/modules/vda5050/schemas/${version}/${name}`, import.meta.url));
}

const compiled = new Map<string, ValidateFunction>();

function validatorOf(version: VdaVersion, topic: VdaTopic): ValidateFunction {
  const key = `${version}/${topic}`;
  let validate = compiled.get(key);
  if (!validate) {
    // strict off: the official files carry keywords of their own ("subtopic").
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    ajv.addFormat('date-time', (s: string) => DATE_TIME.test(s) && !Number.isNaN(Date.parse(s)));
    validate = ajv.compile(JSON.parse(readFileSync(schemaFile(version, topic), 'utf8')) as object);
    compiled.set(key, validate);
  }
  return validate;
}

/** What is wrong with a message by the official schema of its version and topic; [] when it is valid. */
export function schemaErrors(version: VdaVersion, topic: VdaTopic, message: unknown): string[] {
  const validate = validatorOf(version, topic);
  if (validate(message)) return [];
  return (validate.errors ?? []).map((e: ErrorObject) => `${e.instancePath || '/'} ${e.message ?? 'invalid'}`);
}
