import { useQuery } from '@tanstack/react-query';
import { memo, type MouseEvent } from 'react';
import { STATION_SIZE } from '../logic/displayRules';
import type { MapModel } from '../logic/mapModel';
import { ordersApi } from './api';
import { useOrdersUi } from './ordersUi';

/** Equipment sits beside its station, up and right, so both stay clickable. */
const OFFSET = STATION_SIZE * 0.9;
const SIZE = 7;

/** Equipment of the layout drawn beside its station; a click opens the equipment tooltip (SPEC §2). */
export const EquipmentLayer = memo(function EquipmentLayer({ layoutId, model }: { readonly layoutId: string; readonly model: MapModel }) {
  const showEquipment = useOrdersUi((s) => s.showEquipment);
  const list = useQuery({ queryKey: ['monitor', 'equipment', layoutId], queryFn: () => ordersApi.equipment(layoutId), staleTime: 60_000 });

  const open = (event: MouseEvent<SVGGElement>, index: number) => {
    const equipment = list.data?.[index];
    const area = (event.currentTarget as Element).closest('.mm-map');
    if (!equipment || !area) return;
    const box = area.getBoundingClientRect();
    showEquipment({ equipment, at: { x: event.clientX - box.left, y: event.clientY - box.top } });
  };

  return (
    <g className="mmo-equipment-layer">
      {(list.data ?? []).map((equipment, index) => {
        const station = equipment.stationCode ? model.stationsByCode.get(equipment.stationCode) : undefined;
        if (!station) return null;
        return (
          <g
            key={equipment.id}
            className="mmo-equipment"
            data-equipment={equipment.equipmentCode}
            transform={`translate(${station.mapX + OFFSET} ${station.mapY - OFFSET})`}
            onClick={(event) => open(event, index)}
          >
            <rect x={-SIZE / 2} y={-SIZE / 2} width={SIZE} height={SIZE} rx={1.5} />
            <title>{`${equipment.equipmentCode} ${equipment.equipmentName}`}</title>
          </g>
        );
      })}
    </g>
  );
});
