import { Patterns, TEMPLATE_LIMITS, type TransorderTemplate } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Cascader, Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback';
import { showFailure } from '../../../api/request';
import { useDict } from '../../../session/useDict';
import { monitorApi } from '../api';
import { templateApi } from './api';
import { AgvField, EquipmentField, GroupField } from './fields/OrderRefFields';
import { StationSearch } from './fields/StationSearch';
import { TableDictSelect } from './fields/TableDictSelect';
import { layoutRef } from './logic/taskForm';

type TemplateValues = Omit<Partial<TransorderTemplate>, 'srcLayoutId' | 'destLayoutId'> & {
  readonly srcLayout?: string[];
  readonly destLayout?: string[];
};

const splitLayout = (ref: string | null | undefined) => (ref ? ref.split(',') : undefined);

/**
 * The template form (SPEC §5 "Template form"): code, name, chain row, task type, cycle times and
 * source required; saves add without an id and edit with one (SPEC §4 "Forms").
 */
export function TemplateFormDialog({ record, onClose, onSaved }: { readonly record: TransorderTemplate | null; readonly onClose: () => void; readonly onSaved: () => void }) {
  const { t } = useTranslation('monitorOrders');
  const [form] = Form.useForm<TemplateValues>();
  const [saving, setSaving] = useState(false);
  const layouts = useQuery({ queryKey: ['monitor', 'mapLayouts'], queryFn: monitorApi.mapLayouts, staleTime: 60_000 });
  const taskTypes = useDict('taskType');
  const containerTrans = useDict('stationContainerTrans');
  const srcLayout = Form.useWatch('srcLayout', form);
  const destLayout = Form.useWatch('destLayout', form);
  const srcStation = Form.useWatch('srcStationCode', form);
  const destStation = Form.useWatch('destStationCode', form);
  const required = { required: true, message: t('required') };

  const save = async (values: TemplateValues) => {
    const { srcLayout: src, destLayout: dest, ...rest } = values;
    const body = { ...rest, srcLayoutId: layoutRef(src), destLayoutId: dest?.length ? layoutRef(dest) : null };
    setSaving(true);
    try {
      await (record ? templateApi.edit({ ...body, id: record.id }) : templateApi.add(body));
      feedback.message.success(t('templateSaved'));
      onSaved();
    } catch (error) {
      showFailure(error, t('saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const cascader = (testId: string) => <Cascader options={(layouts.data ?? []) as never} placeholder={t('choose')} data-testid={testId} />;
  return (
    <Modal
      open
      width={800}
      title={t(record ? 'editTemplate' : 'addTemplate')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'template-save' } as never}
      destroyOnHidden
    >
      <Form<TemplateValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void save(values)}
        data-testid="template-form"
        initialValues={
          record
            ? { ...record, srcLayout: splitLayout(record.srcLayoutId), destLayout: splitLayout(record.destLayoutId) }
            : { cycleTimes: 1, taskChainRow: 1, taskType: 'Material' }
        }
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="templateCode" label={t('template.code')} rules={[required, { pattern: Patterns.code, message: t('codeFormat') }]}>
              <Input disabled={!!record} data-testid="template-code" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="templateName" label={t('template.name')} rules={[required, { pattern: Patterns.name, message: t('nameFormat') }]}>
              <Input data-testid="template-name" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="taskChainRow" label={t('template.chainRow')} rules={[required]}>
              <InputNumber min={TEMPLATE_LIMITS.taskChainRow.min} max={TEMPLATE_LIMITS.taskChainRow.max} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="cycleTimes" label={t('field.cycleTimes')} rules={[required]}>
              <InputNumber min={TEMPLATE_LIMITS.cycleTimes.min} max={TEMPLATE_LIMITS.cycleTimes.max} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="taskCreateInterval" label={t('template.interval')}>
              <InputNumber min={TEMPLATE_LIMITS.taskCreateInterval.min} max={TEMPLATE_LIMITS.taskCreateInterval.max} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="taskType" label={t('field.taskType')} rules={[required]}>
              <Select options={taskTypes.map((i) => ({ value: i.value, label: i.text }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="stationContainerTrans" label={t('field.stationContainerTrans')}>
              <Select allowClear options={containerTrans.map((i) => ({ value: i.value, label: i.text }))} placeholder={t('choose')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="srcLayout" label={t('field.srcLayoutId')} rules={[required]}>
              {cascader('template-src-layout')}
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="destLayout" label={t('field.destLayoutId')}>
              {cascader('template-dest-layout')}
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="srcStationCode" label={t('field.srcStationCode')} rules={[{ ...required, whitespace: true }]}>
              <StationSearch layoutId={srcLayout?.[1] ?? null} testId="template-src-station" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="destStationCode" label={t('field.destStationCode')}>
              <StationSearch layoutId={destLayout?.[1] ?? null} testId="template-dest-station" />
            </Form.Item>
          </Col>
          <EquipmentField name="srcEquipmentId" layout={srcLayout} stationCode={srcStation} />
          <EquipmentField name="destEquipmentId" layout={destLayout} stationCode={destStation} />
          <Col span={12}>
            <Form.Item name="destZoneId" label={t('field.zoneId')}>
              <TableDictSelect code="zoneQuery" filter={{ layoutId: destLayout?.[1] }} ready={!!destLayout?.[1]} />
            </Form.Item>
          </Col>
          <GroupField srcLayout={srcLayout} />
          <AgvField srcLayout={srcLayout} />
          <Col span={12}>
            <Form.Item name="externalInfo" label={t('field.externalInfo')}>
              <Input maxLength={2000} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
