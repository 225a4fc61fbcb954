import { ColumnWidthOutlined, DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { BACKGROUND_MAX_BYTES, BACKGROUND_TYPES, LayoutDraftCalls, type DraftBackground } from '@agvs/contract';
import { Button, Form, Slider, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi, uploadCall } from '../../../api/call';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';
import { imageSize } from './BackgroundImage';
import { CommitNumber } from './CommitFields';
import type { EditorDoc } from './logic/doc';
import { setLayout } from './logic/edits';

export interface BackgroundPanelProps {
  readonly doc: EditorDoc;
  readonly layoutId: string;
  /** The stored drawing's type; null without one. */
  readonly backgroundType: string | null;
  commit(doc: EditorDoc): void;
  /** The drawing changed on the server (uploaded or removed). */
  changed(type: string | null): void;
  /** Starts the scale tool. */
  scale(): void;
}

/** A new drawing covers the layout's width with its own proportions, half see-through. */
function defaultPlacement(doc: EditorDoc, size: { width: number; height: number }): DraftBackground {
  return { x: 0, y: 0, width: doc.width, height: (doc.width * size.height) / size.width, opacity: 0.6 };
}

/** The site drawing under the layout: upload, place, fade, scale the layout from it, remove. */
export function BackgroundPanel({ doc, layoutId, backgroundType, commit, changed, scale }: BackgroundPanelProps) {
  const { t } = useTranslation('layoutEditor');
  const placement = doc.background;
  const upload = async (file: File) => {
    if (!(BACKGROUND_TYPES as readonly string[]).includes(file.type)) return void feedback.message.error(t('background.wrongType'));
    if (file.size > BACKGROUND_MAX_BYTES) return void feedback.message.error(t('background.tooLarge', { mb: BACKGROUND_MAX_BYTES / 1024 / 1024 }));
    try {
      const answer = await uploadCall(LayoutDraftCalls.uploadBackground, {}, file, file.name, { id: layoutId });
      if (!answer.success) return void feedback.message.error(answer.message || t('background.uploadFailed'));
      const size = await imageSize(file).catch(() => ({ width: doc.width, height: doc.height }));
      commit(setLayout(doc, { background: placement ? { ...placement, height: (placement.width * size.height) / size.width } : defaultPlacement(doc, size) }));
      changed(file.type);
    } catch (err) {
      showFailure(err, t('background.uploadFailed'));
    }
  };
  const remove = async () => {
    try {
      await callApi(LayoutDraftCalls.deleteBackground, { body: { id: layoutId } });
      commit(setLayout(doc, { background: null }));
      changed(null);
    } catch (err) {
      showFailure(err, t('background.removeFailed'));
    }
  };
  const place = (patch: Partial<DraftBackground>) => placement && commit(setLayout(doc, { background: { ...placement, ...patch } }));
  return (
    <div className="le-background-panel" data-testid="editor-background-panel">
      <Typography.Title level={5}>{t('background.title')}</Typography.Title>
      <Space wrap>
        <Upload accept={BACKGROUND_TYPES.join(',')} showUploadList={false} customRequest={({ file }) => void upload(file as File)}>
          <Button icon={<PictureOutlined />} data-testid="editor-background-upload">
            {backgroundType ? t('background.replace') : t('background.upload')}
          </Button>
        </Upload>
        {backgroundType && (
          <Button icon={<DeleteOutlined />} danger onClick={() => void remove()} data-testid="editor-background-remove">
            {t('background.remove')}
          </Button>
        )}
      </Space>
      {backgroundType && !placement && (
        <Button type="link" onClick={() => commit(setLayout(doc, { background: defaultPlacement(doc, { width: doc.width, height: doc.height }) }))}>
          {t('background.place')}
        </Button>
      )}
      {placement && (
        <>
          <Form.Item label={t('background.opacity')} style={{ marginBottom: 8 }}>
            <Slider min={0.1} max={1} step={0.05} value={placement.opacity} onChangeComplete={(opacity: number) => place({ opacity })} />
          </Form.Item>
          <Space.Compact block>
            <Form.Item label="x" style={{ marginBottom: 8 }}>
              <CommitNumber value={placement.x} onCommit={(x) => place({ x })} testId="editor-background-x" />
            </Form.Item>
            <Form.Item label="y" style={{ marginBottom: 8 }}>
              <CommitNumber value={placement.y} onCommit={(y) => place({ y })} testId="editor-background-y" />
            </Form.Item>
          </Space.Compact>
          <Form.Item label={t('background.width')} style={{ marginBottom: 8 }}>
            <CommitNumber value={placement.width} min={1} onCommit={(width) => place({ width, height: (placement.height * width) / placement.width })} testId="editor-background-width" />
          </Form.Item>
          <Button icon={<ColumnWidthOutlined />} onClick={scale} data-testid="editor-background-scale">
            {t('background.scale')}
          </Button>
          <Typography.Paragraph type="secondary">{t('background.scaleHint')}</Typography.Paragraph>
        </>
      )}
    </div>
  );
}
