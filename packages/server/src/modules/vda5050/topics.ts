/** What names one vehicle's topics: {interfaceName}/v2/{manufacturer}/{serialNumber}/{topic}. */
export interface VdaAddress {
  readonly interfaceName: string;
  readonly manufacturer: string;
  readonly serialNumber: string;
}

/** Major version in the topic: both 2.0.0 and 2.1.0 use v2. */
export const TOPIC_MAJOR = 'v2';

/** Topics AGVS listens to for every vehicle. */
export const INBOUND_TOPICS = ['connection', 'state', 'visualization', 'factsheet'] as const;
export type InboundTopic = (typeof INBOUND_TOPICS)[number];

/** Topics AGVS publishes on for every vehicle (their headerIds are stored, header-ids.ts). */
export const OUTBOUND_TOPICS = ['order', 'instantActions'] as const;

export const topicPrefix = (a: VdaAddress) => `${a.interfaceName}/${TOPIC_MAJOR}/${a.manufacturer}/${a.serialNumber}`;

/** The vehicle prefix and topic of a received topic name; undefined for anything else. */
export function splitTopic(topic: string): { readonly prefix: string; readonly topic: InboundTopic } | undefined {
  const at = topic.lastIndexOf('/');
  if (at < 0) return undefined;
  const name = topic.slice(at + 1);
  return (INBOUND_TOPICS as readonly string[]).includes(name) ? { prefix: topic.slice(0, at), topic: name as InboundTopic } : undefined;
}
