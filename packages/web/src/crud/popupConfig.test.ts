import { describe, expect, it } from 'vitest';
import { roleResource, userResource } from '@agvs/contract';
import { popupConfigError, popupValues } from './popupConfig';

describe('popupConfigError', () => {
  it('needs a list, source fields and destination fields', () => {
    expect(popupConfigError({ manifest: undefined, orgFields: 'id', destFields: 'userIds' })).toBe('popup:badConfig');
    expect(popupConfigError({ manifest: userResource, orgFields: '', destFields: 'userIds' })).toBe('popup:badConfig');
    expect(popupConfigError({ manifest: userResource, orgFields: 'id', destFields: ' , ' })).toBe('popup:badConfig');
  });

  it('refuses source fields the list does not show (a password is never one)', () => {
    expect(popupConfigError({ manifest: userResource, orgFields: 'id,password', destFields: 'a,b' })).toBe('popup:badConfig');
    expect(popupConfigError({ manifest: roleResource, orgFields: 'username', destFields: 'a' })).toBe('popup:badConfig');
  });

  it('needs as many source as destination fields', () => {
    expect(popupConfigError({ manifest: userResource, orgFields: 'id,username', destFields: 'userIds' })).toBe('popup:countMismatch');
    expect(popupConfigError({ manifest: userResource, orgFields: 'id, username', destFields: 'userIds,usernames' })).toBeNull();
  });
});

describe('popupValues', () => {
  it('joins each source field of the picked rows into its destination field', () => {
    const rows = [
      { id: 'u1', username: 'ann' },
      { id: 'u2', username: 'bob' },
    ];
    expect(popupValues({ manifest: userResource, orgFields: 'id,username', destFields: 'userIds,usernames' }, rows)).toEqual({ userIds: 'u1,u2', usernames: 'ann,bob' });
  });
});
