import { describe, expect, it } from 'vitest';
import { greetingBand } from './greeting';

describe('greetingBand', () => {
  it('follows the five bands of SPEC §2', () => {
    expect([0, 8, 9, 11, 12, 13, 14, 19, 20, 23].map(greetingBand)).toEqual([
      'morning',
      'morning',
      'forenoon',
      'forenoon',
      'noon',
      'noon',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });
});
