import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget';

describe('redirectTarget', () => {
  it('returns the redirect path with its query', () => {
    expect(redirectTarget('?redirect=%2Fsystem%2Fuser%3Fpage%3D2')).toBe('/system/user?page=2');
  });
  it('falls back to home for missing, foreign or looping targets', () => {
    expect(redirectTarget('')).toBe('/dashboard/analysis');
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/dashboard/analysis');
    expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBe('/dashboard/analysis');
    expect(redirectTarget('?redirect=%2Fuser%2Flogin')).toBe('/dashboard/analysis');
  });
});
