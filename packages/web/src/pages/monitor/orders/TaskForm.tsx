import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Patterns } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Cascader, Checkbox, Col, Form, Input, Radio, Row, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback';
import { showFailure } from '../../../api/request';
import { useDict } from '../../../session/useDict';
import { monitorApi } from '../api';
import { ordersApi } from './api';
import { AgvField, EquipmentField, GroupField } from './fields/OrderRefFields';
import { StationSearch } from './fields/StationSearch';
import { TableDictSelect } from './fields/TableDictSelect';
import { useLiveStore } from '../liveContext';
import { DEFAULT_CYCLE_TIMES, DEFAULT_TASK_TYPE, duplicateParamCode, taskSourceFor, toCreateTaskRequest, type TaskFormValues } from './logic/taskForm';
import type { PreselectedVehicle } from './ordersUi';

export interface TaskFormProps {
  readonly mapId: string | null;
  readonly layoutId: string;
  readonly vehicle: PreselectedVehicle | null;
  onCreated(): void;
}

const layoutOf = (path: readonly string[] | undefined) => path?.[1] ?? null;

/** Models of the vehicles on the monitor, as the model filter's choices. */
function useModels() {
  const live = useLiveStore();
  return useMemo(() => {
    const models = new Map<string, string>();
    for (const card of live.cards()) if (card.agvVo?.modelId) models.set(card.agvVo.modelId, card.agvVo.modelName || card.agvVo.modelId);
    return [...models].map(([value, label]) => ({ value, label }));
  }, [live]);
}

/** Tab 1 of the create-task dialog: source, destination station or zone, and task options (SPEC §3, §5). */
export function TaskForm({ mapId, layoutId, vehicle, onCreated }: TaskFormProps) {
  const { t } = useTranslation('monitorOrders');
  const [form] = Form.useForm<TaskFormValues>();
  const [saving, setSaving] = useState(false);
  const layouts = useQuery({ queryKey: ['monitor', 'mapLayouts'], queryFn: monitorApi.mapLayouts, staleTime: 60_000 });
  const taskTypes = useDict('taskType');
  const containerTrans = useDict('stationContainerTrans');
  const models = useModels();

  const srcLayout = Form.useWatch('srcLayout', form);
  const srcStation = Form.useWatch('srcStationCode', form);
  const destLayout = Form.useWatch('destLayout', form);
  const destStation = Form.useWatch('destStationCode', form);
  const destKind = Form.useWatch('destKind', form) ?? 'station';
  const checked = !!Form.useWatch('cycleTimesChecked', form);
  const here = mapId ? [mapId, layoutId] : undefined;
  const source = taskSourceFor(vehicle);

  const submit = async (values: TaskFormValues) => {
    const duplicate = duplicateParamCode(values.extraParams ?? []);
    if (duplicate !== null) {
      feedback.message.error(t('duplicateParam', { code: duplicate }));
      return;
    }
    setSaving(true);
    try {
      const created = await ordersApi.createTask(toCreateTaskRequest(values));
      feedback.message.success(t('taskCreated', { codes: created.transorderCodes.join(', ') }));
      onCreated();
    } catch (error) {
      showFailure(error, t('createFailed'));
    } finally {
      setSaving(false);
    }
  };

  const required = { required: true, message: t('required') };
  const cascader = (testId: string) => (
    <Cascader options={(layouts.data ?? []) as never} placeholder={t('choose')} allowClear={false} data-testid={testId} />
  );

  return (
    <Form<TaskFormValues>
      form={form}
      layout="vertical"
      onFinish={(values) => void submit(values)}
      data-testid="task-form"
      initialValues={{
        srcLayout: here,
        destLayout: here,
        destKind: 'station',
        agvId: vehicle?.agvId,
        srcStationCode: source.srcStationCode,
        taskType: DEFAULT_TASK_TYPE,
        cycleTimes: String(DEFAULT_CYCLE_TIMES),
        cycleTimesChecked: false,
        extraParams: [],
      }}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="srcLayout" label={t('field.srcLayoutId')} rules={[required]}>
            {cascader('task-src-layout')}
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="destLayout" label={t('field.destLayoutId')} rules={[required]}>
            {cascader('task-dest-layout')}
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="srcStationCode"
            label={t('field.srcStationCode')}
            rules={source.dropOnly ? [] : [{ ...required, whitespace: true }]}
            extra={source.dropOnly ? <span data-testid="task-drop-only">{t('dropOnlyHint')}</span> : undefined}
          >
            <StationSearch layoutId={layoutOf(srcLayout)} disabled={!!vehicle?.stationCode || source.dropOnly} testId="task-src-station" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="destKind" label={t('field.destKind')}>
            <Radio.Group data-testid="task-dest-kind">
              <Radio value="station">{t('destStation')}</Radio>
              <Radio value="zone">{t('destZone')}</Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
        <EquipmentField name="srcEquipmentId" layout={srcLayout} stationCode={srcStation} />
        {destKind === 'station' ? (
          <Col span={12}>
            <Form.Item name="destStationCode" label={t('field.destStationCode')} rules={[{ ...required, whitespace: true }]}>
              <StationSearch layoutId={layoutOf(destLayout)} testId="task-dest-station" />
            </Form.Item>
          </Col>
        ) : (
          <Col span={12}>
            <Form.Item name="zoneId" label={t('field.zoneId')} rules={[required]}>
              <TableDictSelect code="zoneQuery" filter={{ layoutId: layoutOf(destLayout) }} ready={!!layoutOf(destLayout)} testId="task-zone" />
            </Form.Item>
          </Col>
        )}
        <Col span={12}>
          <Form.Item name="taskType" label={t('field.taskType')} rules={[required]}>
            <Select options={taskTypes.map((i) => ({ value: i.value, label: i.text }))} data-testid="task-type" />
          </Form.Item>
        </Col>
        {destKind === 'station' && (
          <EquipmentField name="destEquipmentId" layout={destLayout} stationCode={destStation} />
        )}
        <Col span={12}>
          <Form.Item name="modelId" label={t('field.modelId')}>
            <Select allowClear options={models} placeholder={t('choose')} />
          </Form.Item>
        </Col>
        <GroupField srcLayout={srcLayout} />
        <AgvField srcLayout={srcLayout} rules={checked ? [required] : []} testId="task-agv" />
        <Col span={12}>
          <Form.Item name="stationContainerTrans" label={t('field.stationContainerTrans')}>
            <Select allowClear options={containerTrans.map((i) => ({ value: i.value, label: i.text }))} placeholder={t('choose')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label={t('field.cycleTimes')} required>
            <Space.Compact block>
              <Form.Item name="cycleTimesChecked" valuePropName="checked" noStyle>
                <Checkbox data-testid="task-cycle-check" style={{ alignSelf: 'center', marginRight: 8 }} />
              </Form.Item>
              <Form.Item
                name="cycleTimes"
                noStyle
                // Checked only while the input is open: unchecked, one cycle is sent whatever it shows.
                rules={checked ? [required, { pattern: Patterns.int3, message: t('cycleTimesFormat') }] : []}
              >
                <Input disabled={!checked} data-testid="task-cycle-times" />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
      </Row>
      <ExtraParams />
      <div className="mmo-form-actions">
        <Button type="primary" htmlType="submit" loading={saving} data-testid="task-submit">
          {t('create')}
        </Button>
      </div>
    </Form>
  );
}

/** Extra parameters (SPEC §3): code and value rows, sent as externalInfo JSON text. */
function ExtraParams() {
  const { t } = useTranslation('monitorOrders');
  return (
    <Form.List name="extraParams">
      {(fields, { add, remove }) => (
        <Form.Item label={t('field.externalInfo')}>
          {fields.map((field) => (
            <Space key={field.key} align="baseline" className="mmo-param-row">
              <Form.Item name={[field.name, 'parameterCode']} rules={[{ required: true, whitespace: true, message: t('paramCodeRequired') }]}>
                <Input placeholder={t('paramCode')} data-testid="task-param-code" />
              </Form.Item>
              <Form.Item name={[field.name, 'parameter']} rules={[{ required: true, message: t('paramValueRequired') }]}>
                <Input placeholder={t('paramValue')} data-testid="task-param-value" />
              </Form.Item>
              <MinusCircleOutlined onClick={() => remove(field.name)} aria-label={t('removeParam')} />
            </Space>
          ))}
          <Button type="dashed" onClick={() => add({ parameterCode: '', parameter: '' })} icon={<PlusOutlined />} data-testid="task-param-add">
            {t('addParam')}
          </Button>
        </Form.Item>
      )}
    </Form.List>
  );
}
