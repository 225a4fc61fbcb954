import { paramResource } from '@agvs/contract';
import { SimpleList } from './sysconfig/SimpleList';

export default function ParamList() {
  return <SimpleList manifest={paramResource} titleKey="param.title" />;
}
