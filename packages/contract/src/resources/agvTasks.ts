import { Perm } from '../permissions.js';
import type { ResourceField, ResourceManifest } from './types.js';

/*
 * The task page of issue 13 (docs/agv-pages.md "Tasks"). A task has no table of its own: it is
 * the transport orders one createTask, template call or call order made, which share a task
 * code. The server reads them grouped by a view; labels live in the console namespace agvRecords.
 */

/** A task's state: Open while any order is unfinished, else Complete when all completed, else Closed. */
export const TASK_STATES = ['Open', 'Complete', 'Closed'] as const;
export type TaskState = (typeof TASK_STATES)[number];

const label = (field: string) => `agvRecords:task.${field}`;
const shown = (name: string, type: ResourceField['type'] = 'text', more: Partial<ResourceField> = {}): ResourceField => ({ name, type, label: label(name), readonly: true, ...more });

/** One row per task of the caller's tenant, newest first; read and exported, never written. */
export const agvTaskResource: ResourceManifest = {
  key: 'agv_task',
  // Beside the hand calls task/createTask and friends: the generic list, queryById and exportXls.
  basePath: '/agvserver/task',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: { list: Perm.agvTaskList, export: Perm.agvTaskExport },
  fields: [
    shown('taskCode', 'text', { filterable: true, sortable: true }),
    shown('taskType', 'dict', { dict: 'taskType', filterable: true, sortable: true }),
    shown('taskState', 'dict', { dict: 'agv_task_state', filterable: true, sortable: true }),
    shown('layoutName'),
    // Where the first order starts and the last one ends.
    shown('srcStationCode', 'text', { filterable: true, sortable: true }),
    shown('destStationCode', 'text', { filterable: true, sortable: true }),
    shown('orderCount', 'int', { sortable: true }),
    shown('completeCount', 'int'),
    shown('openCount', 'int'),
    shown('failedCount', 'int'),
    // The vehicle of the latest order that has one.
    shown('agvCode', 'text', { filterable: true, sortable: true }),
    shown('priority', 'int'),
    shown('createTime', 'datetime', { filterable: true, sortable: true }),
    shown('finishTime', 'datetime', { sortable: true }),
  ],
};
