import { dataRuleResource } from '@agvs/contract';
import { SimpleList } from './sysconfig/SimpleList';

export default function DataRuleList() {
  return <SimpleList manifest={dataRuleResource} titleKey="dataRule.title" />;
}
