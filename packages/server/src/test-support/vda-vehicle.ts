import { connectAsync, type MqttClient } from 'mqtt';
import type { VdaVersion } from '@agvs/contract';
import { schemaErrors, type VdaTopic } from '../modules/vda5050/schemas.js';

/**
 * A VDA 5050 vehicle of our own on raw MQTT: it publishes connection and state messages that it
 * first checks against the official schema of its version (a test message that is not valid
 * fails the test), and keeps what AGVS sends it.
 */
export class RawVdaVehicle {
  readonly received: { topic: string; message: Record<string, unknown> }[] = [];
  private readonly headerIds = new Map<string, number>();

  private constructor(
    readonly client: MqttClient,
    readonly prefix: string,
    readonly version: VdaVersion,
    readonly manufacturer: string,
    readonly serialNumber: string,
  ) {
    client.on('message', (topic, payload) => {
      if (payload.length) this.received.push({ topic: topic.slice(prefix.length + 1), message: JSON.parse(payload.toString()) as Record<string, unknown> });
    });
  }

  /** Connects with the standard's last will (CONNECTIONBROKEN, retained) and listens to its order and instantActions topics. */
  static async connect(url: string, version: VdaVersion, manufacturer: string, serialNumber: string, interfaceName = 'uagv'): Promise<RawVdaVehicle> {
    const prefix = `${interfaceName}/v2/${manufacturer}/${serialNumber}`;
    const will = { headerId: 0, timestamp: new Date().toISOString(), version, manufacturer, serialNumber, connectionState: 'CONNECTIONBROKEN' };
    const client = await connectAsync(url, { reconnectPeriod: 0, will: { topic: `${prefix}/connection`, payload: Buffer.from(JSON.stringify(will)), qos: 1, retain: true } });
    await client.subscribeAsync([`${prefix}/instantActions`, `${prefix}/order`], { qos: 0 });
    return new RawVdaVehicle(client, prefix, version, manufacturer, serialNumber);
  }

  /** A message with header for the topic, checked against the schema. */
  message(topic: VdaTopic, body: Record<string, unknown>): Record<string, unknown> {
    const headerId = (this.headerIds.get(topic) ?? -1) + 1;
    this.headerIds.set(topic, headerId);
    const message = { headerId, timestamp: new Date().toISOString(), version: this.version, manufacturer: this.manufacturer, serialNumber: this.serialNumber, ...body };
    const problems = schemaErrors(this.version, topic, message);
    if (problems.length) throw new Error(`test message for ${topic} is not valid ${this.version}: ${problems.join('; ')}`);
    return message;
  }

  async connection(state: 'ONLINE' | 'OFFLINE' | 'CONNECTIONBROKEN'): Promise<void> {
    await this.client.publishAsync(`${this.prefix}/connection`, JSON.stringify(this.message('connection', { connectionState: state })), { qos: 1, retain: true });
  }

  /** A full state: standing idle with no order, at lastNodeId and/or agvPosition (site frame, m). */
  async state(over: Record<string, unknown> = {}): Promise<void> {
    const body = {
      orderId: '',
      orderUpdateId: 0,
      lastNodeId: '',
      lastNodeSequenceId: 0,
      nodeStates: [],
      edgeStates: [],
      driving: false,
      paused: false,
      actionStates: [],
      batteryState: { batteryCharge: 80, charging: false },
      operatingMode: 'AUTOMATIC',
      errors: [],
      safetyState: { eStop: 'NONE', fieldViolation: false },
      ...over,
    };
    await this.client.publishAsync(`${this.prefix}/state`, JSON.stringify(this.message('state', body)), { qos: 0 });
  }

  /** Anything at all on a topic (garbage, empty payloads). */
  async raw(topic: string, payload: string | Buffer, retain = false): Promise<void> {
    await this.client.publishAsync(`${this.prefix}/${topic}`, payload, { qos: 1, retain });
  }

  /** Drops off the network without a goodbye: the broker sends the last will. */
  vanish(): void {
    this.client.stream.destroy();
  }

  async close(): Promise<void> {
    // Leaves no retained connection message behind on a shared broker.
    if (this.client.connected) await this.raw('connection', Buffer.alloc(0), true);
    await this.client.endAsync(true);
  }
}
