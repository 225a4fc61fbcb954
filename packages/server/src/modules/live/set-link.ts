import { Patterns } from '@agvs/contract';

/**
 * agvVo.agvSetLink (SPEC §3 "AGV info card"): vehicles serve their own configuration page on
 * their address, so the card links there. Only a well-formed IPv4 address makes a link: the
 * stored text never becomes a URL unchecked.
 */
export function agvSetLink(agvIp: string | null): string | null {
  return agvIp && Patterns.ip.test(agvIp) ? `http://${agvIp}/` : null;
}
