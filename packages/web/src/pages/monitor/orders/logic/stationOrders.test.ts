import type { CallOrder, Transorder } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import { openCallOrdersAt, openOrdersAt } from './stationOrders';

const order = (id: string, releaseTime: number | null) => ({ id, releaseTime }) as Transorder;
const call = (id: string, src: string, dest: string | null) => ({ id, srcStationCode: src, destStationCode: dest }) as CallOrder;

describe('open orders at a station (equipment tooltip)', () => {
  it('lists an order found both by source and destination once, newest release first', () => {
    const list = openOrdersAt([order('a', 10), order('b', 30), order('a', 10), order('c', null)]);
    expect(list.map((o) => o.id)).toEqual(['b', 'a', 'c']);
  });

  it('keeps the call orders from or to the station', () => {
    const list = openCallOrdersAt([call('1', 'DK01', 'A01'), call('2', 'A02', 'DK01'), call('3', 'A02', null)], 'DK01');
    expect(list.map((c) => c.id)).toEqual(['1', '2']);
  });
});
