import { DashboardAnalysis, DashboardAnalysisQuery, DashboardTrend, DashboardTrendQuery } from '../api/dashboard.js';
import { DashboardScheduler, DashboardSchedulerQuery, TrafficHeatmap, TrafficHeatmapQuery } from '../api/dashboard-live.js';
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
  /** GET /agvserver/dashboard/scheduler[?layoutId] → open orders without a vehicle and why, vehicles by activity (issue 15). */
  scheduler: {
    method: 'GET',
    path: '/agvserver/dashboard/scheduler',
    summary: 'Orders waiting now and why, vehicles by activity, from the running fleets',
    access: { perm: Perm.dashboardAnalysis },
    query: DashboardSchedulerQuery,
    response: DashboardScheduler,
  },
  /** GET /agvserver/monitor/trafficHeatmap?layoutId&minutes → where vehicles waited in traffic over the last minutes (monitor heatmap layer). */
  trafficHeatmap: {
    method: 'GET',
    path: '/agvserver/monitor/trafficHeatmap',
    summary: 'Waiting time per station and segment over the last minutes',
    access: { perm: Perm.monitorPublic },
    query: TrafficHeatmapQuery,
    response: TrafficHeatmap,
  },
});
