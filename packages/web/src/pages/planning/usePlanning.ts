import { PLAN_CHECK_MS, PlanningCalls } from '@agvs/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { callApi } from '../../api/call';

/** Query keys of the planning pages: a write refreshes them all (a release changes plans, details and warnings). */
export const PLANNING_KEY = ['planning'] as const;

/** Plans, re-read as often as the server's schedule runs (statuses, progress and warnings move with it). */
export const usePlans = () => useQuery({ queryKey: [...PLANNING_KEY, 'plans'], queryFn: () => callApi(PlanningCalls.list, { query: {} }), refetchInterval: PLAN_CHECK_MS });
export const usePlanOptions = (enabled = true) => useQuery({ queryKey: [...PLANNING_KEY, 'options'], queryFn: () => callApi(PlanningCalls.options, {}), enabled });

export function useRefreshPlanning() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PLANNING_KEY });
}

export const formatTime = (ms: number | null | undefined) => (ms === null || ms === undefined ? '' : dayjs(ms).format('YYYY-MM-DD HH:mm'));
