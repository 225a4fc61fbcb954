import { ExportOutlined } from '@ant-design/icons';
import { Perm } from '@agvs/contract';
import { Button, Segmented, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../components/Authorized';
import type { Dimension } from './useDimension';

/** The toolbar's 2D/3D switch (permission monitor:2d3d:change) and, in 3D, the glTF export. */
export function DimensionSwitch({
  value,
  onChange,
  onExport,
}: {
  readonly value: Dimension;
  onChange(dimension: Dimension): void;
  onExport(): void;
}) {
  const { t } = useTranslation('monitor3d');
  return (
    <>
      <Authorized code={Perm.monitor2d3dChange}>
        <Tooltip title={t('switch')}>
          <Segmented<Dimension>
            size="small"
            className="mm-dim-switch"
            value={value}
            onChange={onChange}
            options={[
              { label: '2D', value: '2D' },
              { label: '3D', value: '3D' },
            ]}
            data-testid="toolbar-2d3d"
          />
        </Tooltip>
      </Authorized>
      {value === '3D' && (
        <Tooltip title={t('export')}>
          <Button type="text" className="mm-tool" icon={<ExportOutlined />} onClick={onExport} data-testid="toolbar-export-gltf" aria-label={t('export')} />
        </Tooltip>
      )}
    </>
  );
}
