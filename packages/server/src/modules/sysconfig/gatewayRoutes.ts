import { z } from 'zod';
import { gatewayRouteResource } from '@agvs/contract';
import type { Row, ServerResource } from '../../resources/definition.js';
import { fieldError } from './fieldError.js';

/** Schemes a route may forward to: plain and secure HTTP and WebSocket, or a load-balanced service name. */
const URI_SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:', 'lb:']);

/** Predicates and filters as the gateway stores them: [{ name, args: { key: value } }]. */
const Definitions = z
  .array(z.object({ name: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/), args: z.record(z.string().max(64), z.string().max(500)).default({}) }).strict())
  .max(50);

export function validUri(text: string): boolean {
  try {
    const url = new URL(text);
    return URI_SCHEMES.has(url.protocol) && url.host !== '';
  } catch {
    return false;
  }
}

/** Normalised JSON of a definitions list, or null when the text is not one. Blank means none. */
export function definitionsJson(text: unknown): string | null {
  if (text === null || text === undefined || text === '') return '[]';
  try {
    const parsed = Definitions.safeParse(JSON.parse(String(text)));
    return parsed.success ? JSON.stringify(parsed.data) : null;
  } catch {
    return null;
  }
}

export const gatewayRouteServerResource: ServerResource = {
  manifest: gatewayRouteResource,
  table: 'gateway_routes',
  tenant: { kind: 'installation' },
  columns: { routeId: 'route_id', name: 'name', uri: 'uri', predicates: 'predicates', filters: 'filters', status: 'status' },
  createdColumn: 'created_at',
  prepare: (values: Row) => {
    if (!validUri(String(values['uri']))) throw fieldError('uri', 'sysconfig.gatewayUriInvalid');
    const predicates = definitionsJson(values['predicates']);
    if (predicates === null) throw fieldError('predicates', 'sysconfig.gatewayDefinitionsInvalid');
    const filters = definitionsJson(values['filters']);
    if (filters === null) throw fieldError('filters', 'sysconfig.gatewayDefinitionsInvalid');
    return { ...values, predicates, filters, status: Number(values['status']) };
  },
};
