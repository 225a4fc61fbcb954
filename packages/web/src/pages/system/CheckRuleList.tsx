import { checkRuleResource } from '@agvs/contract';
import { SimpleList } from './sysconfig/SimpleList';

export default function CheckRuleList() {
  return <SimpleList manifest={checkRuleResource} titleKey="checkRule.title" />;
}
