import { WarehouseCalls, type WmsOptions } from '@agvs/contract';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/call';
import { showFailure } from '../../api/request';

export type BookingKind = 'inbound' | 'outbound' | 'transfer' | 'adjust';

interface Values {
  readonly containerId: string;
  readonly binId?: string;
  readonly toBinId?: string;
  readonly lotId?: string;
  readonly quantity?: number;
  readonly memo?: string;
}

/** Which fields each booking asks for (docs/warehouse.md "Booking rules"). */
const FIELDS: Readonly<Record<BookingKind, readonly (keyof Values)[]>> = {
  inbound: ['containerId', 'binId', 'lotId', 'quantity', 'memo'],
  outbound: ['containerId', 'lotId', 'quantity', 'memo'],
  transfer: ['containerId', 'toBinId', 'memo'],
  adjust: ['containerId', 'lotId', 'quantity', 'memo'],
};

/** A booking from the console: the server checks every rule and answers a refusal naming the field. */
export function BookingDialog({ kind, options, onClose, onBooked }: { readonly kind: BookingKind; readonly options: WmsOptions; readonly onClose: () => void; readonly onBooked: () => void }) {
  const { t } = useTranslation(['warehouse', 'crud']);
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const fields = FIELDS[kind];
  const bins = options.bins.map((b) => ({ value: b.id, label: `${b.code} (${b.containers}/${b.capacity})` }));
  const required = [{ required: true, message: t('booking.required') }];
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const memo = v.memo || null;
      if (kind === 'inbound') await callApi(WarehouseCalls.inbound, { body: { containerId: v.containerId, binId: v.binId!, lotId: v.lotId!, quantity: v.quantity!, memo } });
      if (kind === 'outbound') await callApi(WarehouseCalls.outbound, { body: { containerId: v.containerId, lotId: v.lotId ?? null, quantity: v.quantity!, memo } });
      if (kind === 'transfer') await callApi(WarehouseCalls.transfer, { body: { containerId: v.containerId, toBinId: v.toBinId!, memo } });
      if (kind === 'adjust') await callApi(WarehouseCalls.adjust, { body: { containerId: v.containerId, lotId: v.lotId!, quantity: v.quantity!, memo: v.memo ?? '' } });
      onBooked();
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t(`booking.${kind}`)} okText={t('booking.book')} confirmLoading={busy} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" data-testid="wms-booking-form">
        <Form.Item name="containerId" label={t('booking.container')} rules={required}>
          <Select
            showSearch
            optionFilterProp="label"
            data-testid="wms-booking-container"
            options={options.containers.map((c) => ({ value: c.id, label: `${c.code} · ${t(`state.${c.state}`, { defaultValue: c.state })}` }))}
          />
        </Form.Item>
        {fields.includes('binId') && (
          <Form.Item name="binId" label={t('booking.bin')} rules={required}>
            <Select showSearch optionFilterProp="label" options={bins} data-testid="wms-booking-bin" />
          </Form.Item>
        )}
        {fields.includes('toBinId') && (
          <Form.Item name="toBinId" label={t('booking.toBin')} rules={required}>
            <Select showSearch optionFilterProp="label" options={bins} data-testid="wms-booking-to-bin" />
          </Form.Item>
        )}
        {fields.includes('lotId') && (
          <Form.Item name="lotId" label={t('booking.lot')} rules={kind === 'outbound' ? [] : required} extra={kind === 'outbound' ? t('booking.lotHint') : undefined}>
            <Select showSearch allowClear optionFilterProp="label" options={options.lots.map((l) => ({ value: l.id, label: `${l.code} · ${l.name ?? ''}` }))} data-testid="wms-booking-lot" />
          </Form.Item>
        )}
        {fields.includes('quantity') && (
          <Form.Item name="quantity" label={t(kind === 'adjust' ? 'booking.counted' : 'booking.quantity')} rules={required}>
            <InputNumber min={kind === 'adjust' ? 0 : 1} precision={0} style={{ width: '100%' }} data-testid="wms-booking-quantity" />
          </Form.Item>
        )}
        <Form.Item name="memo" label={t(kind === 'adjust' ? 'booking.reason' : 'booking.memo')} rules={kind === 'adjust' ? required : []}>
          <Input maxLength={200} data-testid="wms-booking-memo" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
