import {
  AimOutlined,
  CompressOutlined,
  ExpandOutlined,
  LeftOutlined,
  RightOutlined,
  SettingOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Perm } from '@agvs/contract';
import { Button, Segmented, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../components/Authorized';

export interface ToolbarProps {
  readonly fullscreen: boolean;
  onFullscreen(): void;
  onFit(): void;
  onZoom(direction: 1 | -1): void;
  onConfig(): void;
}

/** Operations toolbar (SPEC §2): folds and unfolds, fullscreen, fit, zoom, 2D/3D, config. */
export function Toolbar({ fullscreen, onFullscreen, onFit, onZoom, onConfig }: ToolbarProps) {
  const { t } = useTranslation('monitor');
  const [folded, setFolded] = useState(false);
  return (
    <div className={`mm-toolbar${folded ? ' mm-toolbar-folded' : ''}`} data-testid="monitor-toolbar">
      <Tooltip title={folded ? t('toolbar.unfold') : t('toolbar.fold')}>
        <Button
          type="text"
          className="mm-tool"
          icon={folded ? <RightOutlined /> : <LeftOutlined />}
          onClick={() => setFolded(!folded)}
          data-testid="toolbar-fold"
          aria-label={folded ? t('toolbar.unfold') : t('toolbar.fold')}
        />
      </Tooltip>
      {!folded && (
        <>
          <Tooltip title={t('toolbar.zoomIn')}>
            <Button type="text" className="mm-tool" icon={<ZoomInOutlined />} onClick={() => onZoom(1)} aria-label={t('toolbar.zoomIn')} />
          </Tooltip>
          <Tooltip title={t('toolbar.zoomOut')}>
            <Button type="text" className="mm-tool" icon={<ZoomOutOutlined />} onClick={() => onZoom(-1)} aria-label={t('toolbar.zoomOut')} />
          </Tooltip>
          <Tooltip title={t('toolbar.fit')}>
            <Button type="text" className="mm-tool" icon={<AimOutlined />} onClick={onFit} data-testid="toolbar-fit" aria-label={t('toolbar.fit')} />
          </Tooltip>
          <Tooltip title={fullscreen ? t('toolbar.exitFullscreen') : t('toolbar.fullscreen')}>
            <Button
              type="text"
              className="mm-tool"
              icon={fullscreen ? <CompressOutlined /> : <ExpandOutlined />}
              onClick={onFullscreen}
              data-testid="toolbar-fullscreen"
              aria-label={fullscreen ? t('toolbar.exitFullscreen') : t('toolbar.fullscreen')}
            />
          </Tooltip>
          <Authorized code={Perm.monitor2d3dChange}>
            <Tooltip title={t('toolbar.threeDLater')}>
              <Segmented
                size="small"
                className="mm-dim-switch"
                value="2D"
                options={[
                  { label: '2D', value: '2D' },
                  { label: '3D', value: '3D', disabled: true },
                ]}
                data-testid="toolbar-2d3d"
              />
            </Tooltip>
          </Authorized>
          <Tooltip title={t('config.title')}>
            <Button
              type="text"
              className="mm-tool"
              icon={<SettingOutlined />}
              onClick={onConfig}
              data-testid="toolbar-config"
              aria-label={t('config.title')}
            />
          </Tooltip>
        </>
      )}
    </div>
  );
}
