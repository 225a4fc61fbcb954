import {
  AimOutlined,
  ApartmentOutlined,
  BorderOutlined,
  CheckCircleOutlined,
  ColumnWidthOutlined,
  CopyOutlined,
  DeleteOutlined,
  HistoryOutlined,
  NodeIndexOutlined,
  QuestionCircleOutlined,
  RedoOutlined,
  SaveOutlined,
  SendOutlined,
  SnippetsOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { SEGMENT_DIRECTIONS, STATION_TYPES, type SegmentDirection, type StationType } from '@agvs/contract';
import { Badge, Button, Divider, Select, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorAction, EditorTool } from './logic/shortcuts';

/** Grid steps to snap to, map units (0: free placement). */
export const GRID_STEPS = [0, 1, 5, 10, 20, 50] as const;

export interface EditorToolbarProps {
  readonly tool: EditorTool;
  readonly grid: number;
  readonly stationType: StationType;
  readonly direction: SegmentDirection;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly hasSelection: boolean;
  readonly dirty: boolean;
  readonly busy: 'save' | 'check' | 'publish' | null;
  readonly canPublish: boolean;
  setTool(tool: EditorTool): void;
  setGrid(grid: number): void;
  setStationType(type: StationType): void;
  setDirection(direction: SegmentDirection): void;
  run(action: EditorAction): void;
  check(): void;
  publish(): void;
  versions(): void;
}

const TOOL_ICONS: Readonly<Record<EditorTool, ReactNode>> = {
  select: <AimOutlined />,
  station: <BorderOutlined />,
  segment: <NodeIndexOutlined />,
  bezier: <ApartmentOutlined />,
  scale: <ColumnWidthOutlined />,
};
const TOOL_KEYS: Readonly<Record<EditorTool, string>> = { select: 'V', station: 'S', segment: 'L', bezier: 'B', scale: 'M' };

/** The editor's toolbar: tools with their defaults, grid, edit commands, save, check and publish. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { t } = useTranslation(['layoutEditor', 'monitor']);
  const command = (action: EditorAction, icon: ReactNode, label: string, keys: string, disabled = false) => (
    <Tooltip title={`${label} (${keys})`}>
      <Button icon={icon} disabled={disabled} onClick={() => props.run(action)} aria-label={label} data-testid={`editor-${action.kind}`} />
    </Tooltip>
  );
  return (
    <div className="le-toolbar" data-covers-map>
      <Space wrap size={4}>
        <Space.Compact>
          {(Object.keys(TOOL_ICONS) as EditorTool[]).map((tool) => (
            <Tooltip key={tool} title={`${t(`tool.${tool}`)} (${TOOL_KEYS[tool]})`}>
              <Button type={props.tool === tool ? 'primary' : 'default'} icon={TOOL_ICONS[tool]} onClick={() => props.setTool(tool)} data-testid={`editor-tool-${tool}`}>
                {t(`tool.${tool}`)}
              </Button>
            </Tooltip>
          ))}
        </Space.Compact>
        {props.tool === 'station' && (
          <Select
            value={props.stationType}
            onChange={props.setStationType}
            options={STATION_TYPES.map((type) => ({ value: type, label: t(`monitor:stationType.${type}`) }))}
            style={{ width: 120 }}
            aria-label={t('newStationType')}
            data-testid="editor-station-type"
          />
        )}
        {(props.tool === 'segment' || props.tool === 'bezier') && (
          <Select
            value={props.direction}
            onChange={props.setDirection}
            options={SEGMENT_DIRECTIONS.map((d) => ({ value: d, label: t(`monitor:direction.${d}`) }))}
            style={{ width: 150 }}
            aria-label={t('newDirection')}
            data-testid="editor-direction"
          />
        )}
        <Select
          value={props.grid}
          onChange={props.setGrid}
          options={GRID_STEPS.map((g) => ({ value: g, label: g === 0 ? t('gridOff') : t('grid', { step: g }) }))}
          style={{ width: 110 }}
          aria-label={t('gridLabel')}
          data-testid="editor-grid"
        />
        <Divider type="vertical" />
        {command({ kind: 'undo' }, <UndoOutlined />, t('action.undo'), 'Ctrl+Z', !props.canUndo)}
        {command({ kind: 'redo' }, <RedoOutlined />, t('action.redo'), 'Ctrl+Shift+Z', !props.canRedo)}
        {command({ kind: 'copy' }, <CopyOutlined />, t('action.copy'), 'Ctrl+C', !props.hasSelection)}
        {command({ kind: 'paste' }, <SnippetsOutlined />, t('action.paste'), 'Ctrl+V')}
        {command({ kind: 'delete' }, <DeleteOutlined />, t('action.delete'), 'Delete', !props.hasSelection)}
        <Divider type="vertical" />
        <Badge dot={props.dirty}>
          <Button icon={<SaveOutlined />} loading={props.busy === 'save'} onClick={() => props.run({ kind: 'save' })} data-testid="editor-save">
            {t('action.save')}
          </Button>
        </Badge>
        <Button icon={<CheckCircleOutlined />} loading={props.busy === 'check'} onClick={props.check} data-testid="editor-check">
          {t('check')}
        </Button>
        {props.canPublish && (
          <>
            <Button type="primary" icon={<SendOutlined />} loading={props.busy === 'publish'} onClick={props.publish} data-testid="editor-publish">
              {t('publish')}
            </Button>
            <Button icon={<HistoryOutlined />} onClick={props.versions} data-testid="editor-versions">
              {t('versions.title')}
            </Button>
          </>
        )}
        <Tooltip title={`${t('action.help')} (?)`}>
          <Button icon={<QuestionCircleOutlined />} onClick={() => props.run({ kind: 'help' })} aria-label={t('action.help')} data-testid="editor-help" />
        </Tooltip>
      </Space>
    </div>
  );
}
