import {
  AGV_DIRECTIONS,
  CONTROL_TASK_TYPES,
  DEFAULT_AGV_IMAGE,
  Perm,
  VDA5050_PROTOCOL,
  VDA_DEFAULT_INTERFACE,
  VDA_VERSIONS,
  type Agv,
  type AgvAddRequest,
  type ControlTaskType,
} from '@agvs/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Button, Col, Form, Input, InputNumber, Modal, Row, Select, Spin, type FormRule } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';
import { Authorized } from '../../../components/Authorized';
import { monitorApi } from '../api';
import { agvApi } from './agvApi';
import { checkAgvField, isRequiredAgvField, maxLengthOf, type AgvFormField } from './agvFormRules';
import { agvImageUrl, EDIT_DEFAULT_IMAGE_SIZE } from './agvImages';
import { AgvImageChooser } from './AgvImageChooser';
import { parseControlTaskTypes, serialiseControlTaskTypes } from './controlTaskTypes';
import { VdaFields } from './VdaFields';

type FormValues = Omit<AgvAddRequest, 'controlTaskType'> & { controlTaskType?: ControlTaskType[] };

const AGV_TYPES = ['Laser', 'SLAM'];
/** Protocols offered (the simulator's and VDA 5050); others may be typed. */
const PROTOCOLS = ['SIMULATION', VDA5050_PROTOCOL];
const FLAGS = ['isValid', 'isLock', 'isAutoAllocation', 'isCommunicationLog'] as const;

/** The form's values of a stored AGV. */
function valuesOf(agv: Agv): FormValues {
  return {
    agvUid: agv.agvUid,
    agvCode: agv.agvCode,
    agvName: agv.agvName,
    currentLayoutId: agv.currentLayoutId ?? '',
    groupId: agv.groupId,
    modelId: agv.modelId,
    agvType: agv.agvType,
    agvHeadType: agv.agvHeadType,
    agvProtocol: agv.agvProtocol,
    agvSpeed: agv.agvSpeed,
    agvIp: agv.agvIp,
    taskStrategy: agv.taskStrategy,
    isValid: agv.isValid,
    isLock: agv.isLock,
    isAutoAllocation: agv.isAutoAllocation,
    isCommunicationLog: agv.isCommunicationLog,
    controlTaskType: parseControlTaskTypes(agv.controlTaskType),
    batteryLowLevel: agv.batteryLowLevel,
    runOrderBatteryLevel: agv.runOrderBatteryLevel ?? undefined,
    freeBatteryLevel: agv.freeBatteryLevel ?? undefined,
    batteryFullLevel: agv.batteryFullLevel,
    batteryFullTime: agv.batteryFullTime,
    currentDirection: agv.currentDirection,
    currentRotation: agv.currentRotation,
    agvImage: agv.agvImage,
    agvImageSize: agv.agvImageSize,
    vdaManufacturer: agv.vdaManufacturer ?? undefined,
    vdaSerialNumber: agv.vdaSerialNumber ?? undefined,
    vdaInterfaceName: agv.vdaInterfaceName,
    vdaVersion: VDA_VERSIONS.find((v) => v === agv.vdaVersion) ?? VDA_VERSIONS[0],
  };
}

/**
 * The AGV edit dialog (SPEC §2, 800 wide): titled with the AGV's name and unique id, loads the
 * record when visible and an agvUid is set (queryByUid); Determine (monitor:agv:edit only)
 * saves as an edit when a record was loaded, otherwise adds one.
 */
export function AgvEditDialog({
  agvUid,
  layoutId,
  onClose,
}: {
  /** Open while set. */
  readonly agvUid: string | null;
  /** Layout proposed for a new AGV. */
  readonly layoutId: string | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('monitorAgv');
  const [form] = Form.useForm<FormValues>();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const open = agvUid !== null;

  const record = useQuery({
    queryKey: ['monitorAgv', 'agv', agvUid],
    queryFn: () => agvApi.byUid(agvUid!),
    // '' opens the dialog to add a vehicle: nothing to load.
    enabled: open && agvUid !== '',
    retry: false,
  });
  const layouts = useQuery({ queryKey: ['monitor', 'mapLayouts'], queryFn: monitorApi.mapLayouts, staleTime: 60_000, enabled: open });
  const fleet = useQuery({ queryKey: ['monitorAgv', 'all'], queryFn: () => agvApi.search({}), enabled: open });
  // Models no vehicle uses yet, for whoever may read the model page (a new site has no vehicles).
  const modelRows = useQuery({ queryKey: ['monitorAgv', 'models'], queryFn: () => agvApi.models().catch(() => []), enabled: open });
  const chosenLayout = Form.useWatch('currentLayoutId', form);
  const mapId = layouts.data?.find((map) => map.children?.some((layout) => layout.value === chosenLayout))?.value ?? null;
  const groups = useQuery({ queryKey: ['monitorAgv', 'groups', mapId], queryFn: () => agvApi.groupsOfMap(mapId!), enabled: open && !!mapId });
  // Where a new simulated vehicle starts: a station of its layout (left empty, the server picks a free parking or charging place).
  const stations = useQuery({
    queryKey: ['monitorAgv', 'stations', chosenLayout],
    queryFn: () => monitorApi.stations(chosenLayout!),
    enabled: open && !record.data && !!chosenLayout,
  });
  const image = Form.useWatch('agvImage', form);
  const protocol = Form.useWatch('agvProtocol', form);

  const loaded = record.data ?? null;
  useEffect(() => {
    if (!open || record.isLoading) return;
    form.resetFields();
    form.setFieldsValue(
      loaded
        ? valuesOf(loaded)
        : {
            agvUid: agvUid ?? '',
            currentLayoutId: layoutId ?? '',
            isValid: 1,
            isLock: 0,
            isAutoAllocation: 1,
            isCommunicationLog: 0,
            currentDirection: 'Forward',
            agvImage: DEFAULT_AGV_IMAGE,
            agvImageSize: EDIT_DEFAULT_IMAGE_SIZE,
            vdaInterfaceName: VDA_DEFAULT_INTERFACE,
            vdaVersion: VDA_VERSIONS[0],
          },
    );
  }, [open, loaded, record.isLoading, form, agvUid, layoutId]);

  const layoutOptions = useMemo(
    () =>
      (layouts.data ?? []).flatMap((map) => (map.children ?? []).map((layout) => ({ value: layout.value, label: `${map.label} / ${layout.label}` }))),
    [layouts.data],
  );
  const modelOptions = useMemo(() => {
    const models = new Map<string, string>();
    for (const model of modelRows.data ?? []) models.set(model.id, String(model['modelName'] ?? model.id));
    for (const agv of fleet.data ?? []) models.set(agv.modelId, agv.modelName);
    if (loaded) models.set(loaded.modelId, loaded.modelName);
    return [...models].map(([value, label]) => ({ value, label }));
  }, [fleet.data, loaded, modelRows.data]);
  const flagOptions = [
    { value: 1, label: t('yes') },
    { value: 0, label: t('no') },
  ];

  const rules = (field: AgvFormField): FormRule[] => [
    { required: isRequiredAgvField(field), message: t('rule.required', { label: t(`field.${field}`) }) },
    {
      validator: async (_, value: unknown) => {
        const problem = checkAgvField(field, value);
        if (problem && problem !== 'required') throw new Error(t(`rule.${problem}`, { label: t(`field.${field}`), max: maxLengthOf(field) }));
      },
    },
  ];
  const item = (field: AgvFormField, control: ReactNode) => (
    <Col span={12} key={field}>
      <Form.Item name={field} label={t(`field.${field}`)} rules={rules(field)} data-testid={`agv-field-${field}`}>
        {control}
      </Form.Item>
    </Col>
  );
  const number = <InputNumber style={{ width: '100%' }} />;

  const save = async () => {
    const values = await form.validateFields();
    const body = { ...values, controlTaskType: serialiseControlTaskTypes(values.controlTaskType ?? []) };
    setSaving(true);
    try {
      if (loaded) await agvApi.edit({ ...body, id: loaded.id, chargeChangeTime: loaded.chargeChangeTime });
      else await agvApi.add(body);
      feedback.notification.success({ message: t('success'), description: t(loaded ? 'edit.saved' : 'edit.added') });
      await queryClient.invalidateQueries({ queryKey: ['monitorAgv'] });
      onClose();
    } catch (error) {
      showFailure(error, t('edit.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const title = loaded ? t('edit.title', { name: loaded.agvName, uid: loaded.agvUid }) : t('edit.titleNew', { uid: agvUid ?? '' });
  return (
    <Modal
      open={open}
      width={800}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="agv-edit-cancel">
          {t('cancel')}
        </Button>,
        <Authorized key="ok" code={Perm.monitorAgvEdit}>
          <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)} data-testid="agv-edit-determine">
            {t('determine')}
          </Button>
        </Authorized>,
      ]}
    >
      <Spin spinning={record.isLoading}>
        <Form form={form} layout="vertical" size="small" data-testid="agv-edit-form">
          <Row gutter={12}>
            {item('agvUid', <Input disabled={!!loaded} />)}
            {item('agvCode', <Input />)}
            {item('agvName', <Input />)}
            {item('currentLayoutId', <Select options={layoutOptions} loading={layouts.isLoading} showSearch optionFilterProp="label" />)}
            {item('groupId', <Select options={(groups.data ?? []).map((g) => ({ value: g.value, label: g.text }))} allowClear />)}
            {item('modelId', <Select options={modelOptions} loading={fleet.isLoading} />)}
            {item('agvType', <AutoComplete options={AGV_TYPES.map((value) => ({ value }))} />)}
            {item('agvHeadType', <Input />)}
            {item('agvProtocol', <AutoComplete options={PROTOCOLS.map((value) => ({ value }))} />)}
            {protocol === VDA5050_PROTOCOL && <VdaFields agvUid={agvUid || undefined} />}
            {!loaded && (
              <Col span={12}>
                <Form.Item name="currentStationCode" label={t('field.currentStationCode')} data-testid="agv-field-currentStationCode">
                  <Select
                    allowClear
                    showSearch
                    placeholder={t('startStationDefault')}
                    loading={stations.isLoading}
                    options={(stations.data ?? []).map((s) => ({ value: s.stationCode, label: `${s.stationCode} · ${s.stationName}` }))}
                  />
                </Form.Item>
              </Col>
            )}
            {item('agvSpeed', number)}
            {item('agvIp', <Input />)}
            {item('taskStrategy', <Input />)}
            {FLAGS.map((flag) => item(flag, <Select options={flagOptions} />))}
            {item(
              'controlTaskType',
              <Select mode="multiple" allowClear options={CONTROL_TASK_TYPES.map((value) => ({ value, label: t(`taskType.${value}`) }))} />,
            )}
            {item('batteryLowLevel', number)}
            {item('runOrderBatteryLevel', number)}
            {item('freeBatteryLevel', number)}
            {item('batteryFullLevel', number)}
            {item('batteryFullTime', number)}
            {item('currentDirection', <Select options={AGV_DIRECTIONS.map((value) => ({ value, label: t(`direction.${value}`) }))} />)}
            {item('currentRotation', number)}
            {item('agvImageSize', number)}
            <Form.Item name="agvImage" hidden>
              <Input />
            </Form.Item>
            <Col span={12}>
              <Form.Item label={t('field.agvImage')}>
                <Button className="mm-image-button" onClick={() => setChoosing(true)} data-testid="agv-image-button" data-image={image}>
                  <img src={agvImageUrl(image)} alt={image ?? ''} width={24} height={24} />
                  {t('image.choose')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Spin>
      <AgvImageChooser open={choosing} value={image} onPick={(name) => form.setFieldValue('agvImage', name)} onClose={() => setChoosing(false)} />
    </Modal>
  );
}
