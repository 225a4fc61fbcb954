import { Cascader } from 'antd';
import type { CascaderNode } from '@agvs/contract';
import { useTranslation } from 'react-i18next';

/** Map and layout picker: maps, then their layouts (GET selecCascadertList/map_layout). */
export function MapSwitcher({
  options,
  mapId,
  layoutId,
  onPick,
}: {
  readonly options: readonly CascaderNode[];
  readonly mapId: string | null;
  readonly layoutId: string | null;
  onPick(mapId: string, layoutId: string): void;
}) {
  const { t } = useTranslation('monitor');
  const value = mapId && layoutId ? [mapId, layoutId] : undefined;
  return (
    <Cascader
      className="mm-switcher"
      data-testid="map-switcher"
      options={toOptions(options)}
      value={value}
      allowClear={false}
      placeholder={t('switcher.placeholder')}
      displayRender={(labels) => labels.join(' / ')}
      onChange={(picked) => {
        const [map, layout] = (picked ?? []) as string[];
        if (map && layout) onPick(map, layout);
      }}
      classNames={{ popup: { root: 'mm-switcher-popup' } }}
    />
  );
}

interface Option {
  value: string;
  label: string;
  children?: Option[];
}

function toOptions(nodes: readonly CascaderNode[]): Option[] {
  return nodes.map((node) => ({
    value: node.value,
    label: node.label,
    children: node.children ? toOptions(node.children) : undefined,
  }));
}
