import { describe, expect, it } from 'vitest';
import { orderWarningText } from './orderWarning';

const t = (key: string, options: Record<string, unknown>) => `${key}|${String(options['agv'])}`;

describe('orderWarningText', () => {
  it('translates a coded warning with its vehicle, keeps text as it is, and shows nothing for none', () => {
    expect(orderWarningText(t, 'VEHICLE_OFFLINE:AGV-07')).toBe('monitorOrders:warning.VEHICLE_OFFLINE|AGV-07');
    expect(orderWarningText(t, 'picked at A01 where no load stood')).toBe('picked at A01 where no load stood');
    expect(orderWarningText(t, '')).toBeNull();
    expect(orderWarningText(t, null)).toBeNull();
  });
});
