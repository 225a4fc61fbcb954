import type { MapStation } from '@agvs/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Form, Input, Select, Space, Switch, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';
import { agvApi } from '../vehicles/agvApi';
import { stationApi } from './stationApi';
import { useLiveStation } from './useLiveStation';

interface LoadForm {
  isOccupied: boolean;
  stationContainerType?: string;
  externalInfo?: string;
}

/**
 * The station operation part of the station dialog (SPEC §2, monitor:station:edit): the load on
 * the station (updateStationOccupiedStatus) and holding it for a vehicle (setOccupiedStation /
 * removeOccupiedStation). The map shows a hold at its next poll.
 */
export function StationOperation({ station, layoutId }: { readonly station: MapStation; readonly layoutId: string }) {
  const { t } = useTranslation('monitorAgv');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LoadForm>();
  const [busy, setBusy] = useState<'load' | 'hold' | 'release' | null>(null);
  const [agvId, setAgvId] = useState<string | undefined>();

  const { station: current, holds } = useLiveStation(station, layoutId);
  const agvs = useQuery({ queryKey: ['monitorAgv', 'online', layoutId], queryFn: () => agvApi.search({ currentLayoutId: layoutId }) });
  const manualHold = holds.find((entry) => entry.manual === 1);

  useEffect(() => {
    form.setFieldsValue({
      isOccupied: current.isOccupied === 1,
      stationContainerType: current.stationContainerType ?? undefined,
      externalInfo: current.externalInfo ?? undefined,
    });
  }, [form, current.isOccupied, current.stationContainerType, current.externalInfo]);

  const run = async (kind: 'load' | 'hold' | 'release', call: () => Promise<unknown>) => {
    setBusy(kind);
    try {
      await call();
      feedback.notification.success({ message: t('success'), description: t(`station.${kind}Saved`) });
      await queryClient.invalidateQueries({ queryKey: ['monitorAgv'] });
    } catch (error) {
      showFailure(error, t('actionFailed'));
    } finally {
      setBusy(null);
    }
  };

  const saveLoad = async () => {
    const values = await form.validateFields();
    await run('load', () =>
      stationApi.updateLoad({
        id: station.stationId,
        isOccupied: values.isOccupied ? 1 : 0,
        stationContainerType: values.stationContainerType?.trim() ?? '',
        externalInfo: values.externalInfo ?? '',
      }),
    );
  };

  return (
    <div data-testid="station-operation">
      <Divider orientation="left" plain>
        {t('station.loadTitle')}
      </Divider>
      <Form form={form} layout="horizontal" labelCol={{ span: 8 }} size="small">
        <Form.Item name="isOccupied" label={t('station.isOccupied')} valuePropName="checked">
          <Switch data-testid="station-load-switch" />
        </Form.Item>
        <Form.Item name="stationContainerType" label={t('station.containerType')} rules={[{ max: 64, message: t('rule.tooLong', { label: t('station.containerType'), max: 64 }) }]}>
          <Input />
        </Form.Item>
        <Form.Item name="externalInfo" label={t('station.externalInfo')} rules={[{ max: 2000, message: t('rule.tooLong', { label: t('station.externalInfo'), max: 2000 }) }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Button type="primary" size="small" loading={busy === 'load'} onClick={() => void saveLoad().catch(() => undefined)} data-testid="station-load-save">
          {t('station.saveLoad')}
        </Button>
      </Form>
      <Divider orientation="left" plain>
        {t('station.holdTitle')}
      </Divider>
      <Space direction="vertical" style={{ width: '100%' }}>
        <div data-testid="station-hold-state" data-held={holds.length > 0 ? '1' : '0'}>
          {holds.length === 0 ? (
            <Tag>{t('station.notHeld')}</Tag>
          ) : (
            holds.map((entry) => (
              <Tag key={entry.id} color="orange">
                {entry.agvName ? t('station.heldBy', { agv: entry.agvName }) : t('station.held')}
              </Tag>
            ))
          )}
        </div>
        {manualHold ? (
          <Button danger size="small" loading={busy === 'release'} onClick={() => void run('release', () => stationApi.release(manualHold.id))} data-testid="station-release">
            {t('station.release')}
          </Button>
        ) : (
          <Space>
            <Select
              size="small"
              style={{ width: 180 }}
              allowClear
              value={agvId}
              onChange={setAgvId}
              placeholder={t('station.anyVehicle')}
              options={(agvs.data ?? []).map((agv) => ({ value: agv.id, label: agv.agvName }))}
            />
            <Button
              size="small"
              loading={busy === 'hold'}
              onClick={() => void run('hold', () => stationApi.hold({ layoutId, stationCode: station.stationCode, agvId: agvId ?? null }))}
              data-testid="station-hold"
            >
              {t('station.hold')}
            </Button>
          </Space>
        )}
      </Space>
    </div>
  );
}
