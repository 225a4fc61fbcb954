import { describe, expect, it } from 'vitest';
import { classifyHttpError } from './httpErrors';

describe('SPEC §8 error catalogue', () => {
  it('401 logs out only when a token was sent', () => {
    expect(classifyHttpError(401, '', true)).toEqual({ kind: 'unauthorized', logout: true });
    expect(classifyHttpError(401, '', false)).toEqual({ kind: 'unauthorized', logout: false });
  });
  it('403, 404 and 504 have fixed reactions; a local timeout counts as 504', () => {
    expect(classifyHttpError(403, 'x', true).kind).toBe('forbidden');
    expect(classifyHttpError(404, 'x', true).kind).toBe('notFound');
    expect(classifyHttpError(504, '', true).kind).toBe('timeout');
    expect(classifyHttpError(-1, '', true).kind).toBe('timeout');
  });
  it('500 with a token-expiry message, or without a token and a bare internal error, asks to sign in again', () => {
    expect(classifyHttpError(500, 'Token失效，请重新登录', true).kind).toBe('loginExpired');
    expect(classifyHttpError(500, 'token expired', true).kind).toBe('loginExpired');
    expect(classifyHttpError(500, 'Internal Server Error', false).kind).toBe('loginExpired');
  });
  it('other 500s and other statuses show the server message', () => {
    expect(classifyHttpError(500, 'Internal Server Error', true)).toEqual({
      kind: 'serverMessage',
      message: 'Internal Server Error',
    });
    expect(classifyHttpError(400, 'username: required', true)).toEqual({
      kind: 'serverMessage',
      message: 'username: required',
    });
  });
  it('no answer at all is a network failure', () => {
    expect(classifyHttpError(0, '', true).kind).toBe('network');
  });
});
