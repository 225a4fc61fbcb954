import { describe, expect, it } from 'vitest';
import { orderId, stationId } from '../ids.js';
import { createOrder, type OrderState } from './order.js';
import { canTransition, OrderTransitionError, transition } from './order-state.js';

const base = createOrder({ id: orderId('o1'), source: stationId('A'), destination: stationId('B') }, 1000);

describe('order state machine', () => {
  it('starts Init, or Preset while the release time is ahead', () => {
    expect(base.state).toBe('Init');
    expect(base.priority).toBe(1);
    expect(base.sourceActions).toEqual([{ kind: 'pick', durationMs: 10_000 }]);
    expect(createOrder({ id: orderId('o2'), source: stationId('A'), destination: stationId('B'), releaseTimeMs: 5000 }, 1000).state).toBe('Preset');
  });

  it('needs a destination station or zone', () => {
    expect(() => createOrder({ id: orderId('x'), source: stationId('A') }, 0)).toThrow(/destination/);
  });

  it('runs the happy path Preset -> Init -> Release -> Running -> Complete with times', () => {
    let o = { ...base, state: 'Preset' as OrderState };
    o = transition(o, 'Init', 1000);
    o = transition(o, 'Release', 2000);
    o = transition(o, 'Running', 3000);
    expect(o.startMs).toBe(3000);
    o = transition(o, 'Complete', 9000);
    expect([o.state, o.endMs]).toEqual(['Complete', 9000]);
  });

  it('closes any open state and Pause; Complete and Close cannot be closed again', () => {
    for (const s of ['Preset', 'Init', 'Release', 'Running', 'Pause'] as OrderState[]) expect(canTransition(s, 'Close')).toBe(true);
    expect(canTransition('Complete', 'Close')).toBe(false);
    expect(canTransition('Close', 'Close')).toBe(false);
    expect(() => transition({ ...base, state: 'Complete' }, 'Close', 0)).toThrow(OrderTransitionError);
  });

  it('recovers a closed order to Init, forgetting its vehicle', () => {
    const closed = transition({ ...base, state: 'Running', vehicle: 'v1' as never, startMs: 5 }, 'Close', 10);
    const back = transition(closed, 'Init', 20);
    expect(back.state).toBe('Init');
    expect(back.vehicle).toBeUndefined();
    expect(back.endMs).toBeUndefined();
  });

  it('pauses and resumes to the state it was paused from only', () => {
    const paused = transition({ ...base, state: 'Running' }, 'Pause', 10);
    expect(paused.pausedFrom).toBe('Running');
    expect(() => transition(paused, 'Release', 20)).toThrow(OrderTransitionError);
    const resumed = transition(paused, 'Running', 20);
    expect(resumed.state).toBe('Running');
    expect(resumed.pausedFrom).toBeUndefined();
  });

  it('never skips: Init cannot complete, Complete cannot restart', () => {
    expect(canTransition('Init', 'Complete')).toBe(false);
    expect(canTransition('Init', 'Running')).toBe(false);
    expect(canTransition('Complete', 'Init')).toBe(false);
    expect(canTransition('Breed', 'Close')).toBe(true);
    expect(canTransition('Init', 'Breed')).toBe(false);
  });
});
