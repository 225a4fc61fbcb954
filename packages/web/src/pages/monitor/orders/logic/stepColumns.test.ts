import { describe, expect, it } from 'vitest';
import { STEP_COLUMN_WIDTHS, STEP_SCROLL } from './stepColumns';

describe('order detail step table', () => {
  it('has 14 columns that together are exactly as wide as the table scrolls', () => {
    const widths = Object.values(STEP_COLUMN_WIDTHS);
    expect(widths).toHaveLength(14);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(STEP_SCROLL.x);
  });
});
