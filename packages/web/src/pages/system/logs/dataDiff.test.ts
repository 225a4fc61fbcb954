import { describe, expect, it } from 'vitest';
import { diffData } from './dataDiff';

describe('diffData', () => {
  it('lists every field with its old and new value and marks the changed ones', () => {
    expect(diffData('{"roleName":"Auditors","roleCode":"auditor"}', '{"roleName":"Auditing team","roleCode":"auditor","extra":1}')).toEqual([
      { field: 'roleName', before: 'Auditors', after: 'Auditing team', changed: true },
      { field: 'roleCode', before: 'auditor', after: 'auditor', changed: false },
      { field: 'extra', before: '', after: '1', changed: true },
    ]);
  });

  it('treats unreadable JSON as empty', () => {
    expect(diffData('not json', '{"a":null}')).toEqual([{ field: 'a', before: '', after: '', changed: false }]);
  });
});
