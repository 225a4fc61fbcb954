import { defineCalls, rawAnswer } from './define.js';

/** Content type of the Prometheus text exposition format (version 0.0.4). */
export const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

/**
 * Prometheus metrics of this server (docs/metrics.md). No session token: a scraper is no user.
 * The server answers callers on its own machine, and any other caller only with the metrics token
 * (`Authorization: Bearer`, the file metrics-token in the data folder); else 401.
 */
export const MetricsCalls = defineCalls('metrics', {
  /** GET /metrics → vehicles and open orders by state, scheduler tick time, MQTT messages, HTTP latency, process figures. */
  scrape: { method: 'GET', path: '/metrics', summary: 'Prometheus metrics (loopback, or the metrics token as Bearer)', access: { public: true }, response: rawAnswer(PROMETHEUS_TEXT) },
});
