import { WORKPLACE_ACTIONS, type Workplace, type WorkplaceOptions, type WorkplaceSave } from '@agvs/contract';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

export type WorkplaceFormValues = Omit<WorkplaceSave, 'id'>;

/** The form's values for an existing workplace (or a new one with one "call material" button). */
export function formValues(w: Workplace | null): WorkplaceFormValues {
  if (!w) return { workplaceCode: '', workplaceName: '', layoutId: '', stationCodes: [], buttons: [{ label: '', action: 'callMaterial', stationCode: '', priority: 1 }] };
  return {
    workplaceCode: w.workplaceCode, workplaceName: w.workplaceName, layoutId: w.layoutId, stationCodes: w.stationCodes, deviceUserId: w.deviceUserId, memo: w.memo,
    buttons: w.buttons.map((b) => ({ label: b.label, action: b.action, stationCode: b.stationCode, srcStationCode: b.srcStationCode, destStationCode: b.destStationCode, destZoneId: b.destZoneId, priority: b.priority })),
  };
}

/**
 * A workplace, its stations, its pad's device user and its call buttons. Station codes are typed
 * (a layout has hundreds); the server checks each against the layout and names the wrong one.
 */
export function WorkplaceForm({ form, initial, options, editingId }: { readonly form: FormInstance<WorkplaceFormValues>; readonly initial: WorkplaceFormValues; readonly options: WorkplaceOptions | undefined; readonly editingId: string | null }) {
  const { t } = useTranslation('workplace');
  const required = [{ required: true, whitespace: true, message: t('admin.required') }];
  const stations = Form.useWatch('stationCodes', form) ?? [];
  return (
    <Form form={form} layout="vertical" initialValues={initial} preserve={false}>
      <Space wrap>
        <Form.Item name="workplaceCode" label={t('admin.code')} rules={required}>
          <Input maxLength={64} data-testid="wp-code" />
        </Form.Item>
        <Form.Item name="workplaceName" label={t('admin.name')} rules={required}>
          <Input maxLength={100} data-testid="wp-name" style={{ width: 260 }} />
        </Form.Item>
      </Space>
      <Form.Item name="layoutId" label={t('admin.layout')} rules={[{ required: true, message: t('admin.required') }]}>
        <Select data-testid="wp-layout" options={(options?.layouts ?? []).map((l) => ({ value: l.id, label: l.name }))} />
      </Form.Item>
      <Form.Item name="stationCodes" label={t('admin.stations')} extra={t('admin.stationsHint')} rules={[{ required: true, message: t('admin.required') }]}>
        <Select mode="tags" tokenSeparators={[',', ' ']} data-testid="wp-stations" open={false} />
      </Form.Item>
      <Form.Item name="deviceUserId" label={t('admin.device')} extra={t('admin.deviceHint')}>
        <Select
          allowClear
          data-testid="wp-device"
          options={(options?.devices ?? []).map((d) => ({
            value: d.id,
            label: d.realname ? `${d.username} (${d.realname})` : d.username,
            disabled: d.workplaceId !== null && d.workplaceId !== editingId,
          }))}
        />
      </Form.Item>
      <Form.Item name="memo" label={t('admin.memo')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
      <Form.List name="buttons">
        {(fields, { add, remove }) => (
          <>
            <div style={{ fontWeight: 600, marginBottom: 8 }}>{t('admin.buttons')}</div>
            {fields.map((field) => (
              <Space key={field.key} wrap align="start" data-testid="wp-button-row">
                <Form.Item name={[field.name, 'label']} label={t('admin.buttonLabel')} rules={required}>
                  <Input maxLength={40} style={{ width: 160 }} data-testid="wp-button-label" />
                </Form.Item>
                <Form.Item name={[field.name, 'action']} label={t('admin.buttonAction')} rules={[{ required: true, message: t('admin.required') }]}>
                  <Select style={{ width: 170 }} options={WORKPLACE_ACTIONS.map((a) => ({ value: a, label: t(`action.${a}`) }))} />
                </Form.Item>
                <Form.Item name={[field.name, 'stationCode']} label={t('admin.buttonStation')} rules={[{ required: true, message: t('admin.required') }]}>
                  <Select style={{ width: 140 }} data-testid="wp-button-station" options={stations.map((s) => ({ value: s, label: s }))} />
                </Form.Item>
                <Form.Item noStyle shouldUpdate>
                  {() =>
                    form.getFieldValue(['buttons', field.name, 'action']) === 'sendEmpty' ? (
                      <Form.Item name={[field.name, 'destStationCode']} label={t('admin.buttonDest')} rules={required}>
                        <Input maxLength={64} style={{ width: 140 }} />
                      </Form.Item>
                    ) : (
                      <Form.Item name={[field.name, 'srcStationCode']} label={t('admin.buttonSource')} rules={required}>
                        <Input maxLength={64} style={{ width: 140 }} data-testid="wp-button-source" />
                      </Form.Item>
                    )
                  }
                </Form.Item>
                <Form.Item name={[field.name, 'priority']} label={t('admin.buttonPriority')}>
                  <InputNumber min={1} max={40} style={{ width: 90 }} />
                </Form.Item>
                <Form.Item label=" ">
                  <Button onClick={() => remove(field.name)}>{t('admin.removeButton')}</Button>
                </Form.Item>
              </Space>
            ))}
            <Button onClick={() => add({ label: '', action: 'callMaterial', stationCode: stations[0], priority: 1 })} disabled={fields.length >= 12}>
              {t('admin.addButton')}
            </Button>
          </>
        )}
      </Form.List>
    </Form>
  );
}
