import type { Plan, PlanOptions } from '@agvs/contract';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import type { FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

export interface PlanFormValues {
  planCode: string;
  planName: string;
  lineId: string;
  bomId: string;
  quantity: number;
  window: [Dayjs, Dayjs];
  taktSeconds?: number | null;
  /** Breaks and gaps between shifts inside the window. */
  breaks?: { range: [Dayjs, Dayjs] }[];
  memo?: string | null;
}

/** The form's values for a plan, or a new one for the next full hour, eight hours long. */
export function planFormValues(p: Plan | null): Partial<PlanFormValues> {
  if (!p) {
    const start = dayjs().add(1, 'hour').startOf('hour');
    return { quantity: 1, window: [start, start.add(8, 'hour')] };
  }
  return { planCode: p.planCode, planName: p.planName, lineId: p.lineId, bomId: p.bomId, quantity: p.quantity, window: [dayjs(p.startTime), dayjs(p.endTime)], taktSeconds: p.taktSeconds, breaks: p.breaks.map((b) => ({ range: [dayjs(b.start), dayjs(b.end)] })), memo: p.memo };
}

/** The values as the save call takes them. */
export const planBody = (v: PlanFormValues) => ({
  planCode: v.planCode, planName: v.planName, lineId: v.lineId, bomId: v.bomId, quantity: v.quantity,
  startTime: v.window[0].valueOf(), endTime: v.window[1].valueOf(), taktSeconds: v.taktSeconds ?? null, memo: v.memo ?? null,
  breaks: (v.breaks ?? []).map((b) => ({ start: b.range[0].valueOf(), end: b.range[1].valueOf() })).sort((a, b) => a.start - b.start),
});

/** A plan: what to build (BOM) on which line, how many, in which window, at which takt. */
export function PlanForm({ form, initial, options }: { readonly form: FormInstance<PlanFormValues>; readonly initial: Partial<PlanFormValues>; readonly options: PlanOptions | undefined }) {
  const { t } = useTranslation('planning');
  const required = [{ required: true, message: t('form.required') }];
  return (
    <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
      <Space wrap>
        <Form.Item name="planCode" label={t('plan.code')} rules={[{ required: true, whitespace: true, message: t('form.required') }]}>
          <Input maxLength={64} data-testid="plan-code" />
        </Form.Item>
        <Form.Item name="planName" label={t('plan.name')} rules={[{ required: true, whitespace: true, message: t('form.required') }]}>
          <Input maxLength={100} style={{ width: 280 }} data-testid="plan-name" />
        </Form.Item>
      </Space>
      <Space wrap>
        <Form.Item name="lineId" label={t('plan.line')} rules={required}>
          <Select style={{ width: 240 }} data-testid="plan-line" options={(options?.lines ?? []).map((l) => ({ value: l.id, label: `${l.code} ${l.name}` }))} notFoundContent={t('form.noLines')} />
        </Form.Item>
        <Form.Item name="bomId" label={t('plan.bom')} rules={required}>
          <Select style={{ width: 280 }} data-testid="plan-bom" options={(options?.boms ?? []).map((b) => ({ value: b.id, label: `${b.code} ${b.name} (${b.product})` }))} notFoundContent={t('form.noBoms')} />
        </Form.Item>
      </Space>
      <Form.Item name="window" label={t('plan.window')} rules={required}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" data-testid="plan-window" />
      </Form.Item>
      <Space wrap>
        <Form.Item name="quantity" label={t('plan.quantity')} rules={required}>
          <InputNumber min={1} max={1_000_000} precision={0} data-testid="plan-quantity" />
        </Form.Item>
        <Form.Item name="taktSeconds" label={t('plan.takt')} extra={t('plan.taktHint')}>
          <InputNumber min={1} max={86_400} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Form.List name="breaks">
        {(fields, { add, remove }) => (
          <Form.Item label={t('plan.breaks')} extra={t('plan.breaksHint')}>
            {fields.map((field) => (
              <Space key={field.key} align="baseline">
                <Form.Item name={[field.name, 'range']} rules={required}>
                  <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
                </Form.Item>
                <Button onClick={() => remove(field.name)}>{t('plan.removeBreak')}</Button>
              </Space>
            ))}
            <div>
              <Button onClick={() => add()} disabled={fields.length >= 20}>
                {t('plan.addBreak')}
              </Button>
            </div>
          </Form.Item>
        )}
      </Form.List>
      <Form.Item name="memo" label={t('plan.memo')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </Form>
  );
}
