import { VDA_DEFAULT_INTERFACE, VDA_VERSIONS } from '@agvs/contract';
import { Col, Form, Input, Select, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VdaFactsheetPanel } from './VdaFactsheetPanel';

/** One MQTT topic level, as the server accepts it (VDA 5050 allows no '/', '+' or '#'). */
const TOPIC_LEVEL = /^[A-Za-z0-9_.:-]{1,100}$/;

/**
 * The VDA 5050 part of the AGV dialog (docs/vda5050.md), shown only for the VDA5050 protocol:
 * manufacturer and serial number name the vehicle's MQTT topics and are required. For a stored
 * vehicle (agvUid), what its factsheet said follows.
 */
export function VdaFields({ agvUid }: { readonly agvUid?: string }) {
  const { t } = useTranslation('monitorAgv');
  const rules = (field: string, required: boolean): FormRule[] => [
    { required, message: t('rule.required', { label: t(`field.${field}`) }) },
    { pattern: TOPIC_LEVEL, message: t('rule.format', { label: t(`field.${field}`) }) },
  ];
  const item = (field: string, required: boolean, control: ReactNode) => (
    <Col span={12} key={field}>
      <Form.Item name={field} label={t(`field.${field}`)} rules={rules(field, required)} data-testid={`agv-field-${field}`}>
        {control}
      </Form.Item>
    </Col>
  );
  return (
    <>
      {item('vdaManufacturer', true, <Input />)}
      {item('vdaSerialNumber', true, <Input />)}
      {item('vdaInterfaceName', false, <Input placeholder={VDA_DEFAULT_INTERFACE} />)}
      <Col span={12}>
        <Form.Item name="vdaVersion" label={t('field.vdaVersion')} data-testid="agv-field-vdaVersion">
          <Select options={VDA_VERSIONS.map((value) => ({ value, label: value }))} />
        </Form.Item>
      </Col>
      {agvUid && <VdaFactsheetPanel agvUid={agvUid} />}
    </>
  );
}
