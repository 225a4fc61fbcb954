import { DashboardCalls } from '@agvs/contract';
import { callApi } from './call';

/** The dashboard's figures (docs/dashboard.md). */
export const dashboardApi = {
  analysis: (query: { from: number; to: number; layoutId?: string }) => callApi(DashboardCalls.analysis, { query }),
  trend: (query: { from: number; to: number; layoutId?: string }) => callApi(DashboardCalls.trend, { query }),
};
