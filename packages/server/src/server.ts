import { API_BASE } from '@agvs/contract';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { startupSummary } from './startupSummary.js';

const config = loadConfig();
const app = await buildApp(config);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    // Finishes requests in flight and closes the database; a second signal finds nothing to wait for.
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'close failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error({ err }, 'could not listen');
  await app.close();
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const base = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
process.stdout.write(`\n${startupSummary(app, base)}\n\n`);
app.log.info({ console: `${base}/`, api: `${base}${API_BASE}` }, 'AGVS ready');
