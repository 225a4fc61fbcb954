import { lesLineZoneResource } from '@agvs/contract';
import { LinesideList } from './LinesideList';

/** Line zones: the stations of a line where material is handed over. */
export default function LineZoneList() {
  return <LinesideList manifest={lesLineZoneResource} entity="lineZone" />;
}
