import type { LayoutModel } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { monitorApi } from './api';
import { chosenModel } from './logic/modelChoice';

export interface LayoutModels {
  readonly models: readonly LayoutModel[];
  /** The model drawn (2D graph data and 3D data): the `modelId` query's, else the first. */
  readonly chosen: LayoutModel | null;
  /** Until the models are known the map waits, so it is not drawn twice. */
  readonly settled: boolean;
}

/** The layout's models (GET layoutModel/queryByLayoutId) and the one the monitor shows. */
export function useLayoutModels(layoutId: string | null, modelId: string | null): LayoutModels {
  const query = useQuery({
    queryKey: ['monitor', 'layoutModels', layoutId],
    enabled: !!layoutId,
    staleTime: 60_000,
    retry: false,
    queryFn: () => monitorApi.layoutModels(layoutId!),
  });
  const models = query.data ?? [];
  return { models, chosen: chosenModel(models, modelId), settled: !layoutId || query.isSuccess || query.isError };
}
