import { wmsLotResource } from '@agvs/contract';
import { WmsList } from './WmsList';

/** Lots of parts: quantity, dates, supplier and quality state. */
export default function LotList() {
  return <WmsList manifest={wmsLotResource} entity="lot" />;
}
