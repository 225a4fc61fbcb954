import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback';
import { monitorApi } from '../api';
import { threeDataOf, type ThreeData } from './sceneRules';

export type Dimension = '2D' | '3D';

export interface DimensionState {
  /** What is shown: 3D only once the layout's 3D data is there. */
  readonly shown: Dimension;
  /** What the switch shows (3D while the 3D data loads). */
  readonly chosen: Dimension;
  readonly three: ThreeData | null;
  choose(dimension: Dimension): void;
}

/**
 * The 2D/3D switch (SPEC §2): choosing 3D loads the layout's 3D data (layoutModel threeData);
 * a layout without it goes back to 2D with 'no 3D map data' (SPEC §8), also when the map is
 * switched while in 3D.
 */
export function useDimension(layoutId: string | null): DimensionState {
  const { t } = useTranslation('monitor3d');
  const [chosen, choose] = useState<Dimension>('2D');
  const query = useQuery({
    queryKey: ['monitor', 'threeData', layoutId],
    enabled: chosen === '3D' && !!layoutId,
    staleTime: 60_000,
    retry: false,
    queryFn: async () => threeDataOf(await monitorApi.layoutModels(layoutId!)),
  });
  const missing = chosen === '3D' && (query.isError || (query.isSuccess && query.data === null));

  useEffect(() => {
    if (!missing) return;
    choose('2D');
    feedback.message.error(t('noThreeData'));
  }, [missing, t]);

  const three = chosen === '3D' && query.data ? query.data : null;
  return { shown: three ? '3D' : '2D', chosen, three, choose };
}
