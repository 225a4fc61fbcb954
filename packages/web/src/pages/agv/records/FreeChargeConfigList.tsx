import { freeChargeConfigResource } from '@agvs/contract';
import { RecordList } from './RecordList';

/** When idle vehicles of a group or model may top up their battery. */
export default function FreeChargeConfigList() {
  return <RecordList manifest={freeChargeConfigResource} entity="freeChargeConfig" />;
}
