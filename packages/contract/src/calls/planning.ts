import { z } from 'zod';
import {
  Plan, PlanDetail, PlanDetailGenerate, PlanDetailListQuery, PlanDetailSave, PlanIdBody, PlanIdQuery, PlanListQuery, PlanOptions, PlanProgress, PlanSave, PlanWarning,
  PlanWarningQuery, Sampling, SamplingAdd,
} from '../api/planning.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/** Production plans, plan details, plan warnings and special sampling (issue 16, docs/planning.md), behind plan:*. */
export const PlanningCalls = defineCalls('planning', {
  list: { method: 'GET', path: '/plan/plan/list', summary: 'Plans of the tenant with progress and open warnings', access: { perm: Perm.planList }, query: PlanListQuery, response: z.array(Plan) },
  options: { method: 'GET', path: '/plan/plan/options', summary: 'Lines, BOMs, workplaces, part numbers and layouts a plan or sampling may use', access: { perm: Perm.planList }, response: PlanOptions },
  save: { method: 'POST', path: '/plan/plan/save', summary: 'Create or change a draft plan', access: { perm: Perm.planEdit }, body: PlanSave, response: Plan },
  release: { method: 'POST', path: '/plan/plan/release', summary: 'Release a draft plan: its require orders are made on schedule', access: { perm: Perm.planRelease }, body: PlanIdBody, response: Plan },
  cancel: { method: 'POST', path: '/plan/plan/cancel', summary: 'Cancel a plan: no more require orders are made', access: { perm: Perm.planRelease }, body: PlanIdBody, response: Plan },
  remove: { method: 'DELETE', path: '/plan/plan/delete', summary: 'Delete a draft or cancelled plan', access: { perm: Perm.planDelete }, query: PlanIdQuery, response: z.null() },
  progress: { method: 'GET', path: '/plan/plan/progress', summary: 'Parts required and delivered per hour of a plan', access: { perm: Perm.planList }, query: PlanIdQuery, response: PlanProgress },
  details: { method: 'GET', path: '/plan/detail/list', summary: 'Plan details with what is required and when the next require order is due', access: { perm: Perm.planList }, query: PlanDetailListQuery, response: z.array(PlanDetail) },
  generateDetails: { method: 'POST', path: '/plan/detail/generate', summary: "A draft plan's details from its BOM items times its quantity", access: { perm: Perm.planEdit }, body: PlanDetailGenerate, response: z.array(PlanDetail) },
  saveDetail: { method: 'POST', path: '/plan/detail/save', summary: 'Create or change a plan detail', access: { perm: Perm.planEdit }, body: PlanDetailSave, response: PlanDetail },
  removeDetail: { method: 'DELETE', path: '/plan/detail/delete', summary: 'Delete a detail of a draft plan', access: { perm: Perm.planEdit }, query: PlanIdQuery, response: z.null() },
  warnings: { method: 'GET', path: '/plan/warning/list', summary: 'Warnings of plans that cannot be met', access: { perm: Perm.planWarningList }, query: PlanWarningQuery, response: z.array(PlanWarning) },
  samplings: { method: 'GET', path: '/plan/sampling/list', summary: 'Special sampling requests with their state', access: { perm: Perm.planSamplingList }, response: z.array(Sampling) },
  addSampling: { method: 'POST', path: '/plan/sampling/add', summary: 'Ask for a sample: one transport order to the quality station', access: { perm: Perm.planSamplingAdd }, body: SamplingAdd, response: Sampling },
});
