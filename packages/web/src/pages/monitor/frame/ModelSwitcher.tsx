import type { LayoutModel } from '@agvs/contract';
import { Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The model picker beside the map switcher (SPEC §2 "Map and model switcher"): the layout's models
 * (GET layoutModel/queryByLayoutId), each a 2D drawing and 3D data of it. A layout with one model
 * shows it without a choice.
 */
export function ModelSwitcher({
  models,
  modelId,
  onPick,
}: {
  readonly models: readonly LayoutModel[];
  readonly modelId: string | null;
  onPick(modelId: string): void;
}) {
  const { t } = useTranslation('monitor');
  if (models.length === 0) return null;
  return (
    <Tooltip title={t('switcher.model')}>
      <Select
        style={{ minWidth: 180 }}
        data-testid="model-switcher"
        data-models={models.length}
        size="middle"
        value={modelId ?? undefined}
        disabled={models.length < 2}
        aria-label={t('switcher.model')}
        options={models.map((m) => ({ value: m.id, label: m.modelName }))}
        // onSelect, not onChange: picking the model shown must say so (SPEC §2).
        onSelect={onPick}
        popupMatchSelectWidth={false}
        classNames={{ popup: { root: 'mm-switcher-popup' } }}
      />
    </Tooltip>
  );
}
