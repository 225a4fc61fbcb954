import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback';
import type { LayoutModels } from '../useLayoutModels';
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
 * The 2D/3D switch (SPEC §2): 3D draws the chosen layout model's 3D data (threeData); a model
 * without it goes back to 2D with 'no 3D map data' (SPEC §8), also when the map or the model is
 * switched while in 3D.
 */
export function useDimension(models: LayoutModels): DimensionState {
  const { t } = useTranslation('monitor3d');
  const [chosen, choose] = useState<Dimension>('2D');
  const data = useMemo(() => (models.chosen ? threeDataOf([models.chosen]) : null), [models.chosen]);
  const missing = chosen === '3D' && models.settled && data === null;

  useEffect(() => {
    if (!missing) return;
    choose('2D');
    feedback.message.error(t('noThreeData'));
  }, [missing, t]);

  const three = chosen === '3D' ? data : null;
  return { shown: three ? '3D' : '2D', chosen, three, choose };
}
