import { LinesideCalls } from '@agvs/contract';
import { DatePicker, Form, InputNumber, Modal, Select, type ButtonProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/call';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { useLinesideOptions } from './useLinesideOptions';

interface Values {
  workplaceId: string;
  partNumberId: string;
  quantity: number;
  needTime: Dayjs;
}

/** A require order entered by hand: which workplace needs how much of which part, by when. */
export function RequireOrderForm({ onClose, onSaved }: { readonly onClose: () => void; readonly onSaved: () => void }) {
  const { t } = useTranslation(['lineside', 'crud']);
  const options = useLinesideOptions();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await callApi(LinesideCalls.addRequire, { body: { workplaceId: v.workplaceId, partNumberId: v.partNumberId, quantity: v.quantity, needTime: v.needTime.toISOString() } });
      feedback.message.success(t('requireOrder.added'));
      onSaved();
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    } finally {
      setSaving(false);
    }
  };
  const required = [{ required: true, message: t('requireOrder.required') }];
  return (
    <Modal open title={t('requireOrder.add')} onCancel={onClose} onOk={() => void save()} confirmLoading={saving} okButtonProps={{ 'data-testid': 'les-require-save' } as ButtonProps} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="workplaceId" label={t('requireOrder.workplaceId')} rules={required}>
          <Select showSearch optionFilterProp="label" options={[...options.workplaces]} data-testid="les-require-workplace" />
        </Form.Item>
        <Form.Item name="partNumberId" label={t('requireOrder.partNumberId')} rules={required}>
          <Select showSearch optionFilterProp="label" options={[...options.partNumbers]} data-testid="les-require-part" />
        </Form.Item>
        <Form.Item name="quantity" label={t('requireOrder.quantity')} rules={required}>
          <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} data-testid="les-require-quantity" />
        </Form.Item>
        <Form.Item name="needTime" label={t('requireOrder.needTime')} rules={required}>
          <DatePicker showTime style={{ width: '100%' }} data-testid="les-require-need" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
