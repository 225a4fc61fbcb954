import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LicenceInfo } from './licence.js';
import { ReportData } from './reports.js';
import { SPEC_FIELDS } from './specFields.js';
import { StaticPermission, StaticUser } from './staticApi.js';

const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape);

describe('zod response schemas name every field as SPEC §3/§7 does', () => {
  it.each([
    ['licence', LicenceInfo, SPEC_FIELDS.licence],
    ['reportData', ReportData, SPEC_FIELDS.reportData],
    ['userList', StaticUser, SPEC_FIELDS.userList],
    ['permissionEntry', StaticPermission, SPEC_FIELDS.permissionEntry],
  ] as const)('%s', (_name, schema, fields) => {
    expect(keysOf(schema)).toEqual(expect.arrayContaining([...fields]));
  });

  it('lists each SPEC name once per call', () => {
    for (const [call, fields] of Object.entries(SPEC_FIELDS)) expect(new Set(fields).size, call).toBe(fields.length);
  });
});
