import { adapterResource } from '@agvs/contract';
import { RecordList } from './RecordList';
import { VdaAdapterStatus } from './vda/VdaAdapterStatus';

/** How each vehicle is connected: the live state of the VDA 5050 vehicles, then the adapter records. */
export default function AdapterList() {
  return (
    <>
      <VdaAdapterStatus />
      <RecordList manifest={adapterResource} entity="adapter" />
    </>
  );
}
