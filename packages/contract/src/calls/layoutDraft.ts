import { z } from 'zod';
import { BackgroundDeleteRequest, BackgroundQuery, BackgroundUploadResult, LayoutDraft, LayoutDraftQuery, SaveDraftRequest, SaveDraftResult } from '../api/layoutDraft.js';
import { Perm } from '../permissions.js';
import { defineCalls, rawAnswer } from './define.js';

/** Issue 13 "Layout editor" (not in the SPEC): a layout's draft read and saved whole, and its site drawing. */
export const LayoutDraftCalls = defineCalls('layoutDraft', {
  /** GET /agvserver/layout/draft {id} → the draft: layout, stations, segments, zones, equipment, background placement. */
  draft: {
    method: 'GET',
    path: '/agvserver/layout/draft',
    summary: "A layout's draft as the editor draws it",
    access: { perm: Perm.layoutDesign },
    query: LayoutDraftQuery,
    response: LayoutDraft,
  },
  /** POST /agvserver/layout/saveDraft → the stored draft and its check findings; all or nothing. */
  saveDraft: {
    method: 'POST',
    path: '/agvserver/layout/saveDraft',
    summary: "Save a layout's whole draft from the editor (all or nothing)",
    access: { perm: Perm.layoutDesign },
    body: SaveDraftRequest,
    response: SaveDraftResult,
  },
  /** POST /agvserver/layout/background (multipart: `file` PNG/JPEG/SVG ≤ 10 MB, `id`) → its type and size. */
  uploadBackground: {
    method: 'POST',
    path: '/agvserver/layout/background',
    summary: "Upload a layout's site drawing (PNG, JPEG or SVG)",
    access: { perm: Perm.layoutDesign },
    body: 'multipart',
    response: BackgroundUploadResult,
  },
  /** GET /agvserver/layout/background {id} → the image as uploaded. */
  background: {
    method: 'GET',
    path: '/agvserver/layout/background',
    summary: "A layout's site drawing",
    access: { perm: Perm.layoutDesign },
    query: BackgroundQuery,
    response: rawAnswer('image/*'),
  },
  /** POST /agvserver/layout/background/delete {id} → the drawing removed. */
  deleteBackground: {
    method: 'POST',
    path: '/agvserver/layout/background/delete',
    summary: "Remove a layout's site drawing",
    access: { perm: Perm.layoutDesign },
    body: BackgroundDeleteRequest,
    response: z.object({ layoutId: z.string() }),
  },
});
