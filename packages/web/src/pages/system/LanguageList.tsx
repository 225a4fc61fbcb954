import { languageResource } from '@agvs/contract';
import { SimpleList } from './sysconfig/SimpleList';

export default function LanguageList() {
  return <SimpleList manifest={languageResource} titleKey="language.title" />;
}
