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
import { Button, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DimensionSwitch } from '../three/DimensionSwitch';
import type { Dimension } from '../three/useDimension';

export interface ToolbarProps {
  readonly fullscreen: boolean;
  onFullscreen(): void;
  onFit(): void;
  onZoom(direction: 1 | -1): void;
  onConfig(): void;
  /** Buttons of the vehicle dialogs (online AGV list, error summary). */
  readonly vehicleTools?: ReactNode;
  /** Buttons of the order dialogs (create task, order list, templates). */
  readonly orderTools?: ReactNode;
  /** The vehicle search box. */
  readonly search?: ReactNode;
  readonly dimension: Dimension;
  onDimension(dimension: Dimension): void;
  onExport(): void;
}

/** Operations toolbar (SPEC §2): folds and unfolds, vehicle search, fullscreen, fit, zoom, 2D/3D, config. */
export function Toolbar({ fullscreen, onFullscreen, onFit, onZoom, onConfig, dimension, onDimension, onExport, vehicleTools, orderTools, search }: ToolbarProps) {
  const { t } = useTranslation('monitor');
  const [folded, setFolded] = useState(false);
  return (
    <div className={`mm-toolbar${folded ? ' mm-toolbar-folded' : ''}`} data-testid="monitor-toolbar" data-covers-map>
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
          {search}
          {dimension === '2D' && (
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
            </>
          )}
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
          <DimensionSwitch value={dimension} onChange={onDimension} onExport={onExport} />
          {vehicleTools}
          {orderTools}
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
