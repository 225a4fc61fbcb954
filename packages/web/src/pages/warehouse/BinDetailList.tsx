import { wmsBinDetailResource } from '@agvs/contract';
import { WmsList } from './WmsList';

/** What lies in each bin now, from the stock (read-only). */
export default function BinDetailList() {
  return <WmsList manifest={wmsBinDetailResource} entity="binDetail" />;
}
