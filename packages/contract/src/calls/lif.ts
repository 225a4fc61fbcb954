import { LifDocument, LifExportQuery, LifImportResult } from '../api/lif.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/** Issue 13 "LIF" (not in the SPEC): a map from a VDMA Layout Interchange Format file, and a map as one. */
export const LifCalls = defineCalls('lif', {
  /**
   * POST /agvserver/map/importLif (multipart field "file", or the LIF JSON itself as the body) →
   * the new map: mapId, layoutIds, warnings (translated).
   */
  importLif: {
    method: 'POST',
    path: '/agvserver/map/importLif',
    summary: 'A new map from a LIF file (multipart field "file", or the JSON as body)',
    access: { perm: Perm.mapImport },
    body: 'multipart',
    response: LifImportResult,
  },
  /** GET /agvserver/map/exportLif {mapId} → the map as a LIF 1.0.0 document, inside the envelope's result. */
  exportLif: {
    method: 'GET',
    path: '/agvserver/map/exportLif',
    summary: 'A map as a LIF 1.0.0 document',
    access: { perm: Perm.mapExport },
    query: LifExportQuery,
    response: LifDocument,
  },
});
