import { connect, type MqttClient } from 'mqtt';
import { randomBytes } from 'node:crypto';
import type { MqttConfig } from '../../config.js';
import type { VdaLog } from './master.js';

/** First wait before reconnecting, and the longest, ms: the wait doubles after each failed try. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * AGVS's MQTT connection. MQTT.js reconnects on its own at a fixed period; the period doubles
 * while the broker stays away (so a site with a broker down is not flooded) and drops back once connected.
 */
export function connectMqtt(url: string, config: Pick<MqttConfig, 'username' | 'password'>, log: VdaLog): MqttClient {
  const client = connect(url, {
    clientId: `agvs-${randomBytes(6).toString('hex')}`,
    username: config.username ?? undefined,
    password: config.password ?? undefined,
    reconnectPeriod: RECONNECT_MIN_MS,
    connectTimeout: 10_000,
    clean: true,
  });
  let wasConnected = false;
  client.on('connect', () => {
    client.options.reconnectPeriod = RECONNECT_MIN_MS;
    log.info(`MQTT connected to ${safeUrl(url)}`);
    wasConnected = true;
  });
  client.on('offline', () => {
    if (wasConnected) log.warn(`MQTT broker ${safeUrl(url)} lost; reconnecting`);
    wasConnected = false;
    client.options.reconnectPeriod = Math.min(RECONNECT_MAX_MS, (client.options.reconnectPeriod ?? RECONNECT_MIN_MS) * 2);
  });
  client.on('error', (err) => log.warn(`MQTT: ${err.message}`));
  return client;
}

/** The broker address without credentials, for logs. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return '(invalid url)';
  }
}
