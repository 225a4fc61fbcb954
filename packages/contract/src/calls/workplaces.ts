import { z } from 'zod';
import { PadCall, PadCancel, PadPress, PadView, Workplace, WorkplaceIdQuery, WorkplaceOptions, WorkplaceSave } from '../api/workplaces.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/**
 * Workplaces and their call pads (issue 16, docs/workplaces.md). Administration is behind
 * workplace:*; the pad calls are for any signed-in caller and answer only the workplace bound to
 * the caller (a device user with its issued token), so a pad never reaches another workplace.
 */
export const WorkplaceCalls = defineCalls('workplaces', {
  list: {
    method: 'GET',
    path: '/agvserver/workplace/list',
    summary: 'Workplaces of the tenant with their buttons',
    access: { perm: Perm.workplaceList },
    response: z.array(Workplace),
  },
  options: {
    method: 'GET',
    path: '/agvserver/workplace/options',
    summary: 'Layouts and device users a workplace may use',
    access: { perm: Perm.workplaceList },
    response: WorkplaceOptions,
  },
  save: {
    method: 'POST',
    path: '/agvserver/workplace/save',
    summary: 'Create or change a workplace and its call buttons',
    access: { perm: Perm.workplaceEdit },
    body: WorkplaceSave,
    response: Workplace,
  },
  remove: {
    method: 'DELETE',
    path: '/agvserver/workplace/delete',
    summary: 'Delete a workplace (its calls stay in the call-order history)',
    access: { perm: Perm.workplaceDelete },
    query: WorkplaceIdQuery,
    response: z.null(),
  },
  padView: {
    method: 'GET',
    path: '/agvserver/workplace/pad/view',
    summary: "The calling pad's workplace, buttons and recent calls with their progress",
    access: { signedIn: true },
    response: PadView,
  },
  padPress: {
    method: 'POST',
    path: '/agvserver/workplace/pad/press',
    summary: 'Press a call button: a call order and its transport order',
    access: { signedIn: true },
    body: PadPress,
    response: PadCall,
  },
  padCancel: {
    method: 'POST',
    path: '/agvserver/workplace/pad/cancel',
    summary: 'Cancel an open call of the pad (its transport order closes too)',
    access: { signedIn: true },
    body: PadCancel,
    response: z.null(),
  },
});
