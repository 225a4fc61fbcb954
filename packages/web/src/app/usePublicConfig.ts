import type { PublicConfig } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '../api/auth';

/** Installation settings known before sign-in; they change only with a server restart. */
export function usePublicConfig(): PublicConfig | undefined {
  return useQuery({ queryKey: ['publicConfig'], queryFn: authApi.publicConfig, staleTime: Infinity, gcTime: Infinity })
    .data;
}
