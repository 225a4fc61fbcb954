import { describe, expect, it } from 'vitest';
import { parseMonitorParams, withoutCredentials } from './params';

describe('map monitor query', () => {
  it('reads ids and flags', () => {
    const params = parseMonitorParams(new URLSearchParams('layoutId=L1&mapId=M1&isBoard=true&ableCreateTask=1&isChild=false&focusAgvUid=%20'));
    expect(params).toMatchObject({ layoutId: 'L1', mapId: 'M1', isBoard: true, ableCreateTask: true, isChild: false, focusAgvUid: null, modelId: null });
  });

  it('allows creating tasks unless ableCreateTask is false', () => {
    expect(parseMonitorParams(new URLSearchParams('layoutId=L1')).ableCreateTask).toBe(true);
    expect(parseMonitorParams(new URLSearchParams('ableCreateTask=false')).ableCreateTask).toBe(false);
    expect(parseMonitorParams(new URLSearchParams('ableCreateTask=0')).ableCreateTask).toBe(false);
  });

  it('drops the credentials from the query', () => {
    expect(withoutCredentials('?layoutId=L1&username=u&password=p')).toBe('?layoutId=L1');
    expect(withoutCredentials('?username=u')).toBe('');
  });
});
