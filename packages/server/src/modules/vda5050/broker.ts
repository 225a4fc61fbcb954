import { createServer, type AddressInfo, type Server } from 'node:net';
// aedes is CommonJS: Node's ESM loader gives it as a default export only (a named import works under Vitest, not in the built server).
import aedes from 'aedes';

const { createBroker } = aedes;

export interface EmbeddedBroker {
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * An MQTT broker inside the server (aedes) on 127.0.0.1, for a site without a broker of its
 * own: vehicles on the same machine or behind a port forward connect to it. Port 0 takes a free port.
 */
export async function startEmbeddedBroker(port: number): Promise<EmbeddedBroker> {
  const broker = createBroker();
  const server: Server = createServer((socket) => broker.handle(socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      // Clients first (their sockets keep the server open), then the listener.
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
