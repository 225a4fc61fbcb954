import { expect } from 'vitest';
import type { BookedContainer, PageResult, StockAnswer } from '@agvs/contract';
import type { CallResult, Harness } from './harness.js';

/** The warehouse as a planner sets it up through the generic pages, for the warehouse tests. */
export class WmsKit {
  constructor(
    private readonly h: Harness,
    private readonly token: string,
  ) {}

  /** Adds a record on a warehouse page and returns its id, failing the test when refused. */
  async add(entity: string, body: Record<string, unknown>): Promise<string> {
    const res = await this.h.call<{ id: string }>('POST', `/wms/${entity}/add`, { token: this.token, body, lang: 'en-GB' });
    expect(res.body.success, res.body.message).toBe(true);
    return res.body.result.id;
  }

  warehouse(code: string, layoutId: string | null, over: Record<string, unknown> = {}) {
    return this.add('warehouse', { warehouseCode: code, warehouseName: `Store ${code}`, warehouseType: 'raw', layoutId, isValid: '1', ...over });
  }
  location(code: string, warehouseId: string, stationCode: string | null = null) {
    return this.add('location', { locationCode: code, locationName: `Area ${code}`, warehouseId, stationCode });
  }
  bin(code: string, locationId: string, capacity: number, containerType: string | null = null) {
    return this.add('bin', { binCode: code, locationId, capacity, containerType, isValid: '1' });
  }
  container(code: string, containerType = 'KLT') {
    return this.add('container', { containerCode: code, containerType, containerState: 'empty' });
  }
  lot(lotNo: string, partNo: string, qualityState = 'released') {
    return this.add('lotInfo', { lotNo, partNo, quantity: 1000, productionDate: '2026-11-01', expiryDate: '2027-11-01', supplier: 'Bosch', qualityState });
  }

  book(kind: 'inbound' | 'outbound' | 'transfer' | 'adjust', body: Record<string, unknown>, token = this.token): Promise<CallResult<BookedContainer>> {
    return this.h.call<BookedContainer>('POST', `/wms/book/${kind}`, { token, body, lang: 'en-GB' });
  }

  async stock(query: Record<string, string> = {}) {
    const res = await this.h.call<StockAnswer>('GET', '/wms/stock/list', { token: this.token, query });
    expect(res.body.success, res.body.message).toBe(true);
    return res.body.result.rows;
  }

  async list<T = Record<string, unknown>>(entity: string, query: Record<string, string> = {}, token = this.token): Promise<T[]> {
    const res = await this.h.call<PageResult<T>>('GET', `/wms/${entity}/list`, { token, query: { pageSize: '200', ...query } });
    expect(res.body.success, res.body.message).toBe(true);
    return [...res.body.result.records];
  }

  /** Journal rows, newest first. */
  transactions(query: Record<string, string> = {}) {
    return this.list<Record<string, unknown>>('transaction', query);
  }
}
