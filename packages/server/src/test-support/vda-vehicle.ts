import { connectAsync, type MqttClient } from 'mqtt';
import type { VdaVersion } from '@agvs/contract';
import { schemaErrors, type VdaTopic } from '../modules/vda5050/schemas.js';

interface OrderNode {
  nodeId: string;
  sequenceId: number;
  released: boolean;
  nodePosition?: { x: number; y: number; theta?: number; mapId: string };
  actions: { actionId: string; actionType: string }[];
}
interface OrderEdge {
  edgeId: string;
  sequenceId: number;
  released: boolean;
}

/**
 * A VDA 5050 vehicle of our own on raw MQTT: it publishes connection and state messages that it
 * first checks against the official schema of its version (a test message that is not valid
 * fails the test), and keeps what AGVS sends it. It follows orders on a timeline the test steps
 * (step(): one node further, or one action phase further) and obeys startPause, stopPause and
 * cancelOrder.
 */
export class RawVdaVehicle {
  readonly received: { topic: string; message: Record<string, unknown> }[] = [];
  private readonly headerIds = new Map<string, number>();
  /** The order it follows: orderId, update id, nodes and edges not yet passed. */
  orderId = '';
  orderUpdateId = 0;
  nodes: OrderNode[] = [];
  edges: OrderEdge[] = [];
  lastNodeId = '';
  lastNodeSequenceId = 0;
  position: { x: number; y: number; theta?: number; mapId: string } | undefined;
  paused = false;
  readonly actionStates = new Map<string, { actionId: string; actionType: string; actionStatus: string }>();
  /** Action types it fails instead of finishing. */
  failing = new Set<string>();
  /** batteryState: a node action startCharging starts charging, the instant action stopCharging ends it. */
  battery = 80;
  charging = false;
  private handled = 0;

  private constructor(
    private mqtt: MqttClient,
    readonly prefix: string,
    readonly version: VdaVersion,
    readonly manufacturer: string,
    readonly serialNumber: string,
  ) {
    this.listen(mqtt);
  }

  get client(): MqttClient {
    return this.mqtt;
  }

  private listen(client: MqttClient): void {
    client.on('message', (topic, payload) => {
      if (payload.length) this.received.push({ topic: topic.slice(this.prefix.length + 1), message: JSON.parse(payload.toString()) as Record<string, unknown> });
    });
  }

  /** Connects with the standard's last will (CONNECTIONBROKEN, retained) and listens to its order and instantActions topics. */
  static async connect(url: string, version: VdaVersion, manufacturer: string, serialNumber: string, interfaceName = 'uagv'): Promise<RawVdaVehicle> {
    const prefix = `${interfaceName}/v2/${manufacturer}/${serialNumber}`;
    return new RawVdaVehicle(await RawVdaVehicle.open(url, prefix, version, manufacturer, serialNumber), prefix, version, manufacturer, serialNumber);
  }

  private static async open(url: string, prefix: string, version: VdaVersion, manufacturer: string, serialNumber: string): Promise<MqttClient> {
    const will = { headerId: 0, timestamp: new Date().toISOString(), version, manufacturer, serialNumber, connectionState: 'CONNECTIONBROKEN' };
    const client = await connectAsync(url, { reconnectPeriod: 0, will: { topic: `${prefix}/connection`, payload: Buffer.from(JSON.stringify(will)), qos: 1, retain: true } });
    await client.subscribeAsync([`${prefix}/instantActions`, `${prefix}/order`], { qos: 0 });
    return client;
  }

  /** Connects again (after its broker went away), keeping its order, position and header ids, as a vehicle's controller does. */
  async reconnect(url: string): Promise<void> {
    await this.mqtt.endAsync(true).catch(() => undefined);
    this.mqtt = await RawVdaVehicle.open(url, this.prefix, this.version, this.manufacturer, this.serialNumber);
    this.listen(this.mqtt);
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

  /** Takes in what AGVS sent since the last call: orders, order updates and instant actions. */
  private takeMessages(): void {
    for (; this.handled < this.received.length; this.handled++) {
      const { topic, message } = this.received[this.handled];
      if (topic === 'order') {
        const nodes = message['nodes'] as OrderNode[];
        const edges = message['edges'] as OrderEdge[];
        if (message['orderId'] !== this.orderId) {
          this.orderId = message['orderId'] as string;
          this.nodes = nodes;
          this.edges = edges;
          // A new order starts where the vehicle stands.
          this.lastNodeId = nodes[0].nodeId;
          this.lastNodeSequenceId = nodes[0].sequenceId;
          this.actionStates.clear();
        } else {
          // An update stitches on at its first node: what comes after replaces what the vehicle had from there.
          const from = nodes[0].sequenceId;
          this.nodes = [...this.nodes.filter((n) => n.sequenceId < from), ...nodes];
          this.edges = [...this.edges.filter((e) => e.sequenceId < from), ...edges];
        }
        this.orderUpdateId = message['orderUpdateId'] as number;
        for (const n of nodes) for (const a of n.actions) if (!this.actionStates.has(a.actionId)) this.actionStates.set(a.actionId, { actionId: a.actionId, actionType: a.actionType, actionStatus: 'WAITING' });
      } else if (topic === 'instantActions') {
        const list = (message['instantActions'] ?? message['actions']) as { actionId: string; actionType: string }[];
        for (const a of list) {
          if (a.actionType === 'startPause') this.paused = true;
          else if (a.actionType === 'stopPause') this.paused = false;
          else if (a.actionType === 'stopCharging') this.charging = false;
          else if (a.actionType === 'cancelOrder') {
            for (const st of this.actionStates.values()) if (st.actionStatus === 'WAITING' || st.actionStatus === 'RUNNING') st.actionStatus = 'FAILED';
            this.nodes = this.nodes.filter((n) => n.sequenceId === this.lastNodeSequenceId);
            this.edges = [];
          }
          this.actionStates.set(a.actionId, { actionId: a.actionId, actionType: a.actionType, actionStatus: 'FINISHED' });
        }
      }
    }
  }

  /**
   * One step on its timeline: takes in what AGVS sent, then runs the actions of the node it stands
   * on (WAITING -> RUNNING -> FINISHED, or FAILED for a failing type), else drives to the next
   * released node; publishes its state. Paused, it only reports.
   */
  async step(): Promise<void> {
    this.takeMessages();
    if (!this.paused) {
      const here = this.nodes.find((n) => n.sequenceId === this.lastNodeSequenceId && n.nodeId === this.lastNodeId);
      const pending = here?.actions.map((a) => this.actionStates.get(a.actionId)!).find((a) => a.actionStatus === 'WAITING' || a.actionStatus === 'RUNNING');
      if (pending) {
        pending.actionStatus = pending.actionStatus === 'WAITING' ? 'RUNNING' : this.failing.has(pending.actionType) ? 'FAILED' : 'FINISHED';
        if (pending.actionType === 'startCharging' && pending.actionStatus === 'FINISHED') this.charging = true;
      }
      else {
        const next = this.nodes.find((n) => n.sequenceId > this.lastNodeSequenceId);
        if (next?.released) {
          this.lastNodeId = next.nodeId;
          this.lastNodeSequenceId = next.sequenceId;
          if (next.nodePosition) this.position = next.nodePosition;
        }
      }
    }
    this.nodes = this.nodes.filter((n) => n.sequenceId >= this.lastNodeSequenceId);
    this.edges = this.edges.filter((e) => e.sequenceId > this.lastNodeSequenceId);
    await this.state({
      orderId: this.orderId,
      orderUpdateId: this.orderUpdateId,
      lastNodeId: this.lastNodeId,
      lastNodeSequenceId: this.lastNodeSequenceId,
      nodeStates: this.nodes.filter((n) => n.sequenceId > this.lastNodeSequenceId).map((n) => ({ nodeId: n.nodeId, sequenceId: n.sequenceId, released: n.released })),
      edgeStates: this.edges.map((e) => ({ edgeId: e.edgeId, sequenceId: e.sequenceId, released: e.released })),
      driving: false,
      paused: this.paused,
      actionStates: [...this.actionStates.values()],
      batteryState: { batteryCharge: this.battery, charging: this.charging },
      ...(this.position ? { agvPosition: { x: this.position.x, y: this.position.y, theta: this.position.theta ?? 0, mapId: this.position.mapId, positionInitialized: true } } : {}),
    });
  }

  /**
   * Stops where it is, between nodes: `fraction` of the way from its last node to the next one of
   * its order (the position it reports; lastNodeId stays the node it passed).
   */
  stopBetween(fraction: number): void {
    const from = this.nodes.find((n) => n.sequenceId === this.lastNodeSequenceId)?.nodePosition ?? this.position;
    const to = this.nodes.find((n) => n.sequenceId > this.lastNodeSequenceId)?.nodePosition;
    if (!from || !to) throw new Error('not between two nodes');
    this.position = { x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction, theta: from.theta, mapId: from.mapId };
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
