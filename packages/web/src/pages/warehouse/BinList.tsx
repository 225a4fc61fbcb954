import { wmsBinResource } from '@agvs/contract';
import { WmsList } from './WmsList';

/** Bins of a location and how many containers each holds. */
export default function BinList() {
  return <WmsList manifest={wmsBinResource} entity="bin" />;
}
