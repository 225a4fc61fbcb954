import type { MapModel } from '../logic/mapModel';
import { EquipmentLayer } from './EquipmentLayer';
import { OrderPathLayer } from './OrderPathLayer';

/** What the order features draw on the SVG map: equipment and the order paths and guide lines. */
export function OrderOverlay({ layoutId, model }: { readonly layoutId: string; readonly model: MapModel }) {
  return (
    <>
      <OrderPathLayer layoutId={layoutId} model={model} />
      <EquipmentLayer layoutId={layoutId} model={model} />
    </>
  );
}
