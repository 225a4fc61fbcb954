import { addressResource } from '@agvs/contract';
import { SimpleList } from './sysconfig/SimpleList';

export default function AddressList() {
  return <SimpleList manifest={addressResource} titleKey="address.title" />;
}
