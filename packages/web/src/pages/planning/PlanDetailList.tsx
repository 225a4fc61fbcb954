import { Perm, PlanningCalls, type PlanDetail } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, InputNumber, Modal, Popconfirm, Select, Space, Table, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../api/call';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { usePermission } from '../../session/usePermission';
import { PlanProgressChart } from './PlanProgressChart';
import { formatTime, PLANNING_KEY, usePlanOptions, usePlans, useRefreshPlanning } from './usePlanning';

interface DetailValues {
  workplaceId: string;
  partNumberId: string;
  totalQuantity: number;
  batchQuantity: number;
  leadMinutes: number;
}

/**
 * Plan details (docs/planning.md): per workplace and part, how much the plan consumes, how much
 * one require order brings, how early it is made, what is required so far and when the next is due.
 */
export default function PlanDetailList() {
  const { t } = useTranslation(['planning', 'crud']);
  const can = usePermission();
  const refresh = useRefreshPlanning();
  const [params, setParams] = useSearchParams();
  const plans = usePlans();
  const planId = params.get('planId') ?? plans.data?.[0]?.id ?? '';
  const plan = plans.data?.find((p) => p.id === planId);
  const options = usePlanOptions();
  const details = useQuery({ queryKey: [...PLANNING_KEY, 'details', planId], queryFn: () => callApi(PlanningCalls.details, { query: { planId } }), enabled: !!planId, refetchInterval: 30_000 });
  const [editing, setEditing] = useState<PlanDetail | null | undefined>(undefined);
  const [generating, setGenerating] = useState(false);
  const [form] = Form.useForm<DetailValues>();
  const [generateForm] = Form.useForm<{ workplaceId: string; leadMinutes: number }>();
  const open = plan && plan.status !== 'Done' && plan.status !== 'Cancelled';
  const draft = plan?.status === 'Draft';

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      feedback.message.success(done);
      await refresh();
      return true;
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
      return false;
    }
  };
  const save = async () => {
    const v = await form.validateFields();
    if (await act(() => callApi(PlanningCalls.saveDetail, { body: { ...v, planId, id: editing?.id ?? null } }), t('detail.saved'))) setEditing(undefined);
  };
  const generate = async () => {
    const v = await generateForm.validateFields();
    if (await act(() => callApi(PlanningCalls.generateDetails, { body: { planId, ...v } }), t('detail.generated'))) setGenerating(false);
  };
  const required = [{ required: true, message: t('form.required') }];

  return (
    <Card
      title={t('detail.title')}
      extra={
        <Space>
          <Select
            style={{ width: 320 }}
            value={planId || undefined}
            placeholder={t('detail.choosePlan')}
            data-testid="detail-plan"
            onChange={(id: string) => setParams({ planId: id })}
            options={(plans.data ?? []).map((p) => ({ value: p.id, label: `${p.planCode} ${p.planName} (${t(`status.${p.status}`)})` }))}
          />
          {can(Perm.planEdit) && draft && (
            <Button onClick={() => setGenerating(true)} data-testid="detail-generate">
              {t('detail.generate')}
            </Button>
          )}
          {can(Perm.planEdit) && open && (
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('detail.add')}
            </Button>
          )}
        </Space>
      }
    >
      <Table<PlanDetail>
        rowKey="id"
        loading={details.isLoading && !!planId}
        dataSource={details.data ?? []}
        pagination={false}
        locale={{ emptyText: t('detail.empty') }}
        columns={[
          { title: t('detail.workplace'), dataIndex: 'workplaceCode' },
          { title: t('detail.part'), render: (_, d) => `${d.partCode ?? ''} ${d.partName ?? ''}` },
          { title: t('detail.total'), dataIndex: 'totalQuantity' },
          { title: t('detail.batch'), dataIndex: 'batchQuantity' },
          { title: t('detail.lead'), dataIndex: 'leadMinutes' },
          { title: t('detail.required'), dataIndex: 'requiredQuantity' },
          { title: t('detail.nextDue'), dataIndex: 'nextDueTime', render: formatTime },
          { title: t('detail.nextNeed'), dataIndex: 'nextNeedTime', render: formatTime },
          {
            title: t('plan.actions'),
            render: (_, d) => (
              <Space>
                {can(Perm.planEdit) && open && <a onClick={() => setEditing(d)}>{t('plan.edit')}</a>}
                {can(Perm.planEdit) && draft && (
                  <Popconfirm title={t('detail.confirmDelete')} onConfirm={() => act(() => callApi(PlanningCalls.removeDetail, { query: { id: d.id } }), t('detail.deleted'))}>
                    <a>{t('plan.delete')}</a>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {planId && (
        <div style={{ marginTop: 24 }}>
          <div style={{ fontWeight: 600, marginBottom: 8 }}>{t('progress.heading')}</div>
          <PlanProgressChart planId={planId} />
        </div>
      )}
      <Modal open={editing !== undefined} title={t(editing ? 'detail.edit' : 'detail.add')} onOk={() => void save()} onCancel={() => setEditing(undefined)} okButtonProps={{ 'data-testid': 'detail-save' } as ButtonProps} destroyOnHidden>
        {editing !== undefined && (
          <Form form={form} layout="vertical" preserve={false} initialValues={editing ?? { leadMinutes: 30 }}>
            <Form.Item name="workplaceId" label={t('detail.workplace')} rules={required}>
              <Select disabled={!!editing && !draft} options={(options.data?.workplaces ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }))} />
            </Form.Item>
            <Form.Item name="partNumberId" label={t('detail.part')} rules={required}>
              <Select showSearch optionFilterProp="label" disabled={!!editing && !draft} options={(options.data?.partNumbers ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }))} />
            </Form.Item>
            <Space wrap>
              <Form.Item name="totalQuantity" label={t('detail.total')} rules={required}>
                <InputNumber min={1} precision={0} />
              </Form.Item>
              <Form.Item name="batchQuantity" label={t('detail.batch')} rules={required}>
                <InputNumber min={1} precision={0} />
              </Form.Item>
              <Form.Item name="leadMinutes" label={t('detail.lead')} rules={required}>
                <InputNumber min={0} max={10_080} precision={0} />
              </Form.Item>
            </Space>
          </Form>
        )}
      </Modal>
      <Modal open={generating} title={t('detail.generate')} onOk={() => void generate()} onCancel={() => setGenerating(false)} okButtonProps={{ 'data-testid': 'detail-generate-ok' } as ButtonProps} destroyOnHidden>
        <p>{t('detail.generateHint')}</p>
        <Form form={generateForm} layout="vertical" preserve={false} initialValues={{ leadMinutes: 30 }}>
          <Form.Item name="workplaceId" label={t('detail.workplace')} rules={required}>
            <Select data-testid="detail-generate-workplace" options={(options.data?.workplaces ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }))} />
          </Form.Item>
          <Form.Item name="leadMinutes" label={t('detail.lead')} rules={required}>
            <InputNumber min={0} max={10_080} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
