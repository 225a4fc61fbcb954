import { describe, expect, it } from 'vitest';
import { callDetailState, isOpenTransorder, needsPaging, OPEN_STATUS_FILTER, statusColour, stepAction, stepAfterAction } from './orderRules';

describe('order rules (SPEC §2, §4)', () => {
  it('pages only above 5 rows', () => {
    expect(needsPaging(5)).toBe(false);
    expect(needsPaging(6)).toBe(true);
  });

  it('filters and closes only the open statuses', () => {
    expect(OPEN_STATUS_FILTER).toBe('Preset,Init,Release,Running');
    expect(isOpenTransorder('Running')).toBe(true);
    expect(isOpenTransorder('Complete')).toBe(false);
    expect(isOpenTransorder('Close')).toBe(false);
  });

  it('colours Init grey, Release blue and the rest green', () => {
    expect([statusColour('Init'), statusColour('Release'), statusColour('Running'), statusColour('Complete')]).toEqual(['default', 'blue', 'green', 'green']);
  });

  it('offers reload for a sent step and close for an unsent one, saving the opposite', () => {
    expect([stepAction(1), stepAfterAction(1)]).toEqual(['reload', 0]);
    expect([stepAction(0), stepAfterAction(0)]).toEqual(['close', 1]);
  });

  it('reads call-order detail lines as completed, pending or a dash', () => {
    expect([callDetailState(1), callDetailState(0), callDetailState(2), callDetailState(null)]).toEqual(['completed', 'pending', null, null]);
  });
});
