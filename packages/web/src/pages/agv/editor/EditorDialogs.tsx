import { ZONE_TYPES, type PublishResult, type ZoneType } from '@agvs/contract';
import { Form, Input, InputNumber, List, Modal, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCode } from './logic/codes';
import { SHORTCUT_LIST } from './logic/shortcuts';

export interface ZoneInput {
  readonly zoneCode: string;
  readonly zoneName: string;
  readonly zoneType: ZoneType;
}

/** Code, name and type of a zone made of the selected stations. */
export function ZoneDialog({ open, suggested, taken, onDone, onCancel }: { readonly open: boolean; readonly suggested: string; taken(code: string): boolean; onDone(zone: ZoneInput): void; onCancel(): void }) {
  const { t } = useTranslation(['layoutEditor', 'monitor']);
  const [form] = Form.useForm<ZoneInput>();
  return (
    <Modal
      open={open}
      title={t('action.makeZone')}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => void form.validateFields().then(onDone, () => undefined)}
      okButtonProps={{ 'data-testid': 'zone-dialog-ok' }}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ zoneCode: suggested, zoneName: suggested, zoneType: 'Working' }}>
        <Form.Item
          name="zoneCode"
          label={t('field.code')}
          rules={[
            { required: true, message: t('problem.required') },
            { validator: (_r, v: string) => (isCode(v ?? '') ? (taken(v) ? Promise.reject(new Error(t('problem.codeTaken', { code: v }))) : Promise.resolve()) : Promise.reject(new Error(t('problem.code')))) },
          ]}
        >
          <Input data-testid="zone-dialog-code" />
        </Form.Item>
        <Form.Item name="zoneName" label={t('field.name')} rules={[{ required: true, message: t('problem.required') }, { max: 100 }]}>
          <Input data-testid="zone-dialog-name" />
        </Form.Item>
        <Form.Item name="zoneType" label={t('field.type')}>
          <Select options={ZONE_TYPES.map((type) => ({ value: type, label: t(`monitor:zoneType.${type}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The distance between the two picked points, in metres: the layout's scale follows from it. */
export function ScaleDialog({ units, onDone, onCancel }: { readonly units: number | null; onDone(metres: number): void; onCancel(): void }) {
  const { t } = useTranslation('layoutEditor');
  const [metres, setMetres] = useState<number | null>(null);
  return (
    <Modal open={units !== null} title={t('scale.title')} destroyOnHidden onCancel={onCancel} onOk={() => metres && metres > 0 && onDone(metres)} okButtonProps={{ disabled: !(metres && metres > 0), 'data-testid': 'scale-dialog-ok' }}>
      <Typography.Paragraph>{t('scale.text', { units: (units ?? 0).toFixed(1) })}</Typography.Paragraph>
      <InputNumber autoFocus min={0.001} value={metres} onChange={(v) => setMetres(typeof v === 'number' ? v : null)} addonAfter="m" style={{ width: '100%' }} data-testid="scale-dialog-metres" />
    </Modal>
  );
}

/** A note kept with the published version (what changed, why). */
export function PublishDialog({ open, onDone, onCancel }: { readonly open: boolean; onDone(note: string): void; onCancel(): void }) {
  const { t } = useTranslation('layoutEditor');
  const [note, setNote] = useState('');
  return (
    <Modal open={open} title={t('publish')} destroyOnHidden onCancel={onCancel} onOk={() => onDone(note.trim())} okText={t('publish')} okButtonProps={{ 'data-testid': 'publish-dialog-ok' }}>
      <Typography.Paragraph>{t('publishText')}</Typography.Paragraph>
      <Input.TextArea value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} placeholder={t('publishNote')} data-testid="publish-dialog-note" />
    </Modal>
  );
}

/** Why a publish was refused: failed checks and what in the running fleet holds the old layout. */
export function RefusalDialog({ refusal, onClose }: { readonly refusal: PublishResult | null; onClose(): void }) {
  const { t } = useTranslation('layoutEditor');
  const items = [...(refusal?.holds.map((h) => h.message) ?? []), ...(refusal?.findings.filter((f) => f.severity === 'error').map((f) => f.message) ?? [])];
  return (
    <Modal
      open={refusal !== null}
      title={t('refused.title')}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okButtonProps={{ 'data-testid': 'publish-refusal-ok' }}
    >
      <Typography.Paragraph>{t('refused.text')}</Typography.Paragraph>
      <List size="small" dataSource={items} renderItem={(text) => <List.Item data-testid="publish-refusal-item">{text}</List.Item>} />
    </Modal>
  );
}

export function HelpDialog({ open, onClose }: { readonly open: boolean; onClose(): void }) {
  const { t } = useTranslation('layoutEditor');
  return (
    <Modal open={open} title={t('action.help')} onCancel={onClose} footer={null} width={520}>
      <Table
        size="small"
        pagination={false}
        rowKey={([keys]) => keys}
        dataSource={[...SHORTCUT_LIST]}
        columns={[
          { title: t('keys'), render: (_v, [keys]) => <Typography.Text keyboard>{keys}</Typography.Text> },
          { title: t('does'), render: (_v, [, label]) => t(label) },
        ]}
      />
    </Modal>
  );
}
