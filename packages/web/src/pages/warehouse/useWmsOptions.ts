import { WarehouseCalls, type WmsOptions } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call';

export const WMS_OPTIONS_KEY = ['wms', 'options'];

/** Read again on every page (staleTime 0), so a row added on one page is a choice on the next. The tenant's layouts, devices, warehouses, locations, bins, containers and lots for the warehouse forms. */
export function useWmsOptions(): WmsOptions | undefined {
  return useQuery({ queryKey: WMS_OPTIONS_KEY, queryFn: () => callApi(WarehouseCalls.options, {}), staleTime: 0 }).data;
}

export interface Choice {
  readonly value: string;
  readonly label: string;
}

const label = (code: string, name: string | null) => (name ? `${code} · ${name}` : code);

/** Choices of the fields that name another warehouse row by id. */
export function choicesOf(options: WmsOptions | undefined): Record<string, Choice[]> {
  if (!options) return {};
  const warehouses = new Map(options.warehouses.map((w) => [w.id, w.code]));
  const locations = new Map(options.locations.map((l) => [l.id, l]));
  return {
    layoutId: options.layouts.map((l) => ({ value: l.id, label: label(l.code, l.name) })),
    deviceUserId: options.devices.map((d) => ({ value: d.id, label: label(d.code, d.name) })),
    warehouseId: options.warehouses.map((w) => ({ value: w.id, label: label(w.code, w.name) })),
    locationId: options.locations.map((l) => ({ value: l.id, label: `${warehouses.get(l.warehouseId) ?? ''} / ${l.code}` })),
    binId: options.bins.map((b) => ({ value: b.id, label: `${locations.get(b.locationId)?.code ?? ''} / ${b.code} (${b.containers}/${b.capacity})` })),
  };
}
