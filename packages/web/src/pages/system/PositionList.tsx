import { positionResource } from '@agvs/contract';
import { SimpleList } from './sysconfig/SimpleList';

export default function PositionList() {
  return <SimpleList manifest={positionResource} titleKey="position.title" />;
}
