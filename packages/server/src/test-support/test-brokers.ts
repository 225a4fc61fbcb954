import { connect as tcpConnect } from 'node:net';
import type { AppConfig } from '../config.js';
import { EMBEDDED_BROKER } from './harness.js';

export interface TestBroker {
  readonly name: string;
  /** The app's MQTT configuration for it. */
  readonly config: Partial<AppConfig>;
  /** The external broker's address; null for the app's own embedded broker (brokerUrlOf gives its port). */
  readonly url: string | null;
}

/** Mosquitto of this machine (or CI) when MQTT_TEST_URL names it (then it must answer) or it answers on the default port. */
async function mosquittoUrl(): Promise<string | undefined> {
  const named = process.env['MQTT_TEST_URL'];
  const url = named ?? 'mqtt://127.0.0.1:1883';
  const { hostname, port } = new URL(url);
  const reachable = await new Promise<boolean>((resolve) => {
    const socket = tcpConnect({ host: hostname, port: Number(port || 1883) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
  return reachable || named ? url : undefined;
}

/** The brokers the VDA 5050 tests drive vehicles through: the embedded one, and Mosquitto where there is one (always in CI). */
export async function testBrokers(): Promise<TestBroker[]> {
  const external = await mosquittoUrl();
  return [
    { name: 'embedded aedes', config: EMBEDDED_BROKER, url: null },
    ...(external ? [{ name: `external ${external}`, config: { mqtt: { url: external, username: null, password: null, embeddedPort: null } }, url: external }] : []),
  ];
}
