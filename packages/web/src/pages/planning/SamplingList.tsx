import { Perm, PlanningCalls, type Sampling, type SamplingAdd, type SamplingStatus } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Modal, Select, Space, Table, Tag, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/call';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { usePermission } from '../../session/usePermission';
import { formatTime, PLANNING_KEY, usePlanOptions, useRefreshPlanning } from './usePlanning';

const STATUS_COLOUR: Record<SamplingStatus, string> = { Init: 'default', Running: 'green', SamplingComplete: 'cyan', Close: 'red' };

/** Special sampling (docs/planning.md): a sample from a workplace or station to a quality station, one transport order each. */
export default function SamplingList() {
  const { t } = useTranslation(['planning', 'crud']);
  const can = usePermission();
  const refresh = useRefreshPlanning();
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<SamplingAdd>();
  const options = usePlanOptions();
  const samplings = useQuery({ queryKey: [...PLANNING_KEY, 'samplings'], queryFn: () => callApi(PlanningCalls.samplings, {}), refetchInterval: 5_000 });
  const layoutId = Form.useWatch('layoutId', form);
  const workplaceId = Form.useWatch('workplaceId', form);
  const workplaces = (options.data?.workplaces ?? []).filter((w) => !layoutId || w.layoutId === layoutId);
  const stationsOfWorkplace = workplaces.find((w) => w.id === workplaceId)?.stationCodes ?? [];

  const add = async () => {
    const v = await form.validateFields();
    try {
      const created = await callApi(PlanningCalls.addSampling, { body: v });
      feedback.message.success(t('sampling.added', { code: created.transorderCode }));
      setAdding(false);
      await refresh();
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };
  const required = [{ required: true, message: t('form.required') }];

  return (
    <Card
      title={t('sampling.title')}
      extra={
        can(Perm.planSamplingAdd) && (
          <Button type="primary" onClick={() => setAdding(true)} data-testid="sampling-add">
            {t('sampling.add')}
          </Button>
        )
      }
    >
      <Table<Sampling>
        rowKey="id"
        loading={samplings.isLoading}
        dataSource={samplings.data ?? []}
        pagination={{ pageSize: 20 }}
        scroll={{ x: 1200 }}
        locale={{ emptyText: t('sampling.empty') }}
        columns={[
          { title: t('sampling.code'), dataIndex: 'samplingCode' },
          { title: t('sampling.what'), render: (_, s) => s.partCode ?? s.product },
          { title: t('sampling.quantity'), dataIndex: 'quantity' },
          { title: t('sampling.workplace'), dataIndex: 'workplaceCode' },
          { title: t('sampling.from'), dataIndex: 'srcStationCode' },
          { title: t('sampling.to'), dataIndex: 'destStationCode' },
          { title: t('sampling.order'), dataIndex: 'transorderCode' },
          { title: t('sampling.status'), dataIndex: 'status', render: (s: SamplingStatus) => <Tag color={STATUS_COLOUR[s]} data-testid="sampling-status">{t(`samplingStatus.${s}`)}</Tag> },
          { title: t('sampling.reason'), dataIndex: 'reason' },
          { title: t('sampling.by'), dataIndex: 'createBy' },
          { title: t('sampling.createdAt'), dataIndex: 'createdAt', render: formatTime },
          { title: t('sampling.completedAt'), dataIndex: 'completedAt', render: formatTime },
        ]}
      />
      <Modal open={adding} width={720} title={t('sampling.add')} onOk={() => void add()} onCancel={() => setAdding(false)} okButtonProps={{ 'data-testid': 'sampling-save' } as ButtonProps} destroyOnHidden>
        <p>{t('sampling.hint')}</p>
        <Form form={form} layout="vertical" preserve={false} initialValues={{ quantity: 1 }}>
          <Form.Item name="layoutId" label={t('sampling.layout')} rules={required}>
            <Select data-testid="sampling-layout" options={(options.data?.layouts ?? []).map((l) => ({ value: l.id, label: l.name }))} />
          </Form.Item>
          <Form.Item name="workplaceId" label={t('sampling.workplace')}>
            <Select allowClear options={workplaces.map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }))} />
          </Form.Item>
          <Space wrap>
            <Form.Item name="srcStationCode" label={t('sampling.from')} rules={required} extra={stationsOfWorkplace.length ? t('sampling.workplaceStations', { codes: stationsOfWorkplace.join(', ') }) : undefined}>
              <Input maxLength={64} style={{ width: 200 }} data-testid="sampling-from" />
            </Form.Item>
            <Form.Item name="destStationCode" label={t('sampling.to')} rules={required}>
              <Input maxLength={64} style={{ width: 200 }} data-testid="sampling-to" />
            </Form.Item>
          </Space>
          <Space wrap>
            <Form.Item name="partNumberId" label={t('sampling.part')}>
              <Select allowClear showSearch optionFilterProp="label" style={{ width: 260 }} options={(options.data?.partNumbers ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }))} />
            </Form.Item>
            <Form.Item name="product" label={t('sampling.product')}>
              <Input maxLength={100} style={{ width: 200 }} data-testid="sampling-product" />
            </Form.Item>
            <Form.Item name="quantity" label={t('sampling.quantity')} rules={required}>
              <InputNumber min={1} max={100_000} precision={0} />
            </Form.Item>
          </Space>
          <Form.Item name="reason" label={t('sampling.reason')}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
