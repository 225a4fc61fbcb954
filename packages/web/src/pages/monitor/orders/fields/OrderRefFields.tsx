import { Col, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { TableDictSelect } from './TableDictSelect';

/** The map/layout cascader's value: [mapId, layoutId]. */
type LayoutPath = readonly string[] | undefined;

const layoutOf = (path: LayoutPath) => path?.[1] ?? null;

/** Equipment at a station of a layout (source or destination of a task or template). */
export function EquipmentField({ name, layout, stationCode }: { name: 'srcEquipmentId' | 'destEquipmentId'; layout: LayoutPath; stationCode: string | null | undefined }) {
  const { t } = useTranslation('monitorOrders');
  return (
    <Col span={12}>
      <Form.Item name={name} label={t(`field.${name}`)}>
        <TableDictSelect code="equipmentByStation" filter={{ layoutId: layoutOf(layout), stationCode }} ready={!!stationCode} />
      </Form.Item>
    </Col>
  );
}

/** Vehicle group of the source layout's map. */
export function GroupField({ srcLayout }: { srcLayout: LayoutPath }) {
  const { t } = useTranslation('monitorOrders');
  return (
    <Col span={12}>
      <Form.Item name="groupId" label={t('field.groupId')}>
        <TableDictSelect code="groupByMapId" filter={{ mapId: srcLayout?.[0] }} ready={!!srcLayout?.[0]} />
      </Form.Item>
    </Col>
  );
}

/** A vehicle of the source layout. */
export function AgvField({ srcLayout, rules, testId }: { srcLayout: LayoutPath; rules?: Rule[]; testId?: string }) {
  const { t } = useTranslation('monitorOrders');
  return (
    <Col span={12}>
      <Form.Item name="agvId" label={t('field.agvId')} rules={rules}>
        <TableDictSelect code="agvByLayoutId" filter={{ layoutId: layoutOf(srcLayout) }} ready={!!layoutOf(srcLayout)} testId={testId} />
      </Form.Item>
    </Col>
  );
}
