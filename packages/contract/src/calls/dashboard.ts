import { DashboardAnalysis, DashboardAnalysisQuery, DashboardTrend, DashboardTrendQuery } from '../api/dashboard.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/** The dashboard's figures (issue 16, docs/dashboard.md): computed from the order, error and activity records. */
export const DashboardCalls = defineCalls('dashboard', {
  /** GET /agvserver/dashboard/analysis?from&to[&layoutId] → every figure of the analysis page for the range. */
  analysis: {
    method: 'GET',
    path: '/agvserver/dashboard/analysis',
    summary: 'Dashboard figures for a date range',
    access: { perm: Perm.dashboardAnalysis },
    query: DashboardAnalysisQuery,
    response: DashboardAnalysis,
  },
  /** GET /agvserver/dashboard/trend?from&to[&layoutId] → orders and run time per day, for the fleet and each vehicle. */
  trend: {
    method: 'GET',
    path: '/agvserver/dashboard/trend',
    summary: 'Orders, run time and distance per day, for the fleet and per vehicle',
    access: { perm: Perm.dashboardAnalysis },
    query: DashboardTrendQuery,
    response: DashboardTrend,
  },
});
