import { z } from 'zod';
import { CheckRequest, LayoutVersionRow, LayoutVersionsQuery, PublishRequest, PublishResult, PublishVersionRequest, SiteCheckResult } from '../api/publish.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/** Issue 13 "Publishing to the running fleet": a layout's draft checked, published, versioned, rolled back. */
export const PublishCalls = defineCalls('publish', {
  /** POST /agvserver/layout/publish {id, note?} → the new version; refused with the failed checks or what holds it. */
  publish: {
    method: 'POST',
    path: '/agvserver/layout/publish',
    summary: "Publish a layout's draft to the running fleet",
    access: { perm: Perm.layoutPublish },
    body: PublishRequest,
    response: PublishResult,
  },
  /** POST /agvserver/layout/check {id} → the findings of the checks on the draft, nothing published. */
  check: {
    method: 'POST',
    path: '/agvserver/layout/check',
    summary: "Check a layout's draft without publishing it",
    access: { perm: Perm.layoutPublish },
    body: CheckRequest,
    response: SiteCheckResult,
  },
  /** GET /agvserver/layout/versions {layoutId} → every published version, newest first. */
  versions: {
    method: 'GET',
    path: '/agvserver/layout/versions',
    summary: 'Published versions of a layout',
    access: { perm: Perm.layoutPublish },
    query: LayoutVersionsQuery,
    response: z.array(LayoutVersionRow),
  },
  /** POST /agvserver/layout/publishVersion {layoutId, version} → an older version published again (it becomes the draft too). */
  publishVersion: {
    method: 'POST',
    path: '/agvserver/layout/publishVersion',
    summary: 'Publish an older version again (rollback); it becomes the draft too',
    access: { perm: Perm.layoutPublish },
    body: PublishVersionRequest,
    response: PublishResult,
  },
});
