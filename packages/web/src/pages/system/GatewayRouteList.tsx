import { gatewayRouteResource } from '@agvs/contract';
import { SimpleList } from './sysconfig/SimpleList';

export default function GatewayRouteList() {
  return <SimpleList manifest={gatewayRouteResource} titleKey="gateway.title" />;
}
