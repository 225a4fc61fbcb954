import { CreateTaskDialog } from './CreateTaskDialog';
import { EquipmentTooltip } from './EquipmentTooltip';
import { OrderListDialog } from './OrderListDialog';
import { TemplateListDialog } from './TemplateListDialog';
import './orders.css';

/** The order dialogs and the equipment tooltip of the map monitor; placed inside the map area. */
export function OrderDialogs({ mapId, layoutId }: { readonly mapId: string | null; readonly layoutId: string }) {
  return (
    <>
      <EquipmentTooltip layoutId={layoutId} />
      <CreateTaskDialog mapId={mapId} layoutId={layoutId} />
      <OrderListDialog layoutId={layoutId} />
      <TemplateListDialog />
    </>
  );
}
