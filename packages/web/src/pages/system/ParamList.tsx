import { paramResource } from '@agvs/contract';
import { SimpleList } from './sysconfig/SimpleList';

/** Parameters: only rows marked editable (yn '1') offer the edit link; the server refuses the others too. */
export default function ParamList() {
  return <SimpleList manifest={paramResource} titleKey="param.title" rowEditable={(row) => String(row['editable']) === '1'} />;
}
