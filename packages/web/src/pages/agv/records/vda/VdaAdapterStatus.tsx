import { VdaCalls, type VdaAdapterStatus as Row, type VdaConnectionState } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../../api/call';
import { VdaFactsheetView } from './VdaFactsheetView';

/** How often the section asks again, ms: a connection change shows within a few seconds. */
export const VDA_STATUS_POLL_MS = 3_000;

const CONNECTION_COLOUR: Record<VdaConnectionState, string> = { ONLINE: 'green', OFFLINE: 'default', CONNECTIONBROKEN: 'red', NEVER: 'default' };

/**
 * The adapter page's VDA 5050 section (issue 14, docs/vda5050.md "Adapter page"): each VDA 5050
 * vehicle's connection, last message time and messages received and sent since the server
 * started, refreshed every few seconds; a row opens to what the vehicle's factsheet said.
 */
export function VdaAdapterStatus() {
  const { t, i18n } = useTranslation('agvRecords');
  const status = useQuery({ queryKey: ['vdaAdapterStatus'], queryFn: () => callApi(VdaCalls.adapterStatus, {}), refetchInterval: VDA_STATUS_POLL_MS });
  const data = status.data;
  const time = (ms: number | null) => (ms === null ? '—' : new Date(ms).toLocaleString(i18n.language.replace('_', '-')));
  const columns: ColumnsType<Row> = [
    { title: t('vdaStatus.vehicle'), dataIndex: 'agvCode', render: (_, r) => `${r.agvCode}${r.agvName && r.agvName !== r.agvCode ? ` (${r.agvName})` : ''}` },
    { title: t('vdaStatus.topics'), dataIndex: 'serialNumber', render: (_, r) => <Typography.Text code>{`${r.interfaceName}/v2/${r.manufacturer}/${r.serialNumber}`}</Typography.Text> },
    { title: t('vdaStatus.version'), dataIndex: 'vdaVersion' },
    {
      title: t('vdaStatus.connection'),
      dataIndex: 'connection',
      render: (_, r) => (
        <Tag color={r.listening ? CONNECTION_COLOUR[r.connection] : 'default'} data-testid={`vda-connection-${r.agvCode}`} data-connection={r.connection}>
          {r.listening ? t(`vdaStatus.state.${r.connection}`) : t('vdaStatus.notListening')}
        </Tag>
      ),
    },
    { title: t('vdaStatus.lastMessageAt'), dataIndex: 'lastMessageAt', render: (_, r) => time(r.lastMessageAt) },
    { title: t('vdaStatus.received'), dataIndex: 'received', align: 'right', render: (_, r) => <span data-testid={`vda-received-${r.agvCode}`}>{r.received}</span> },
    { title: t('vdaStatus.sent'), dataIndex: 'sent', align: 'right', render: (_, r) => <span data-testid={`vda-sent-${r.agvCode}`}>{r.sent}</span> },
    { title: t('vdaStatus.commLog'), dataIndex: 'isCommunicationLog', render: (_, r) => (r.isCommunicationLog === 1 ? t('vdaStatus.commLogOn') : t('vdaStatus.commLogOff')) },
    { title: t('vdaStatus.factsheet'), dataIndex: 'factsheet', render: (_, r) => (r.factsheet ? time(r.factsheet.receivedAt) : t('vdaStatus.noFactsheet')) },
  ];
  return (
    <Card title={t('vdaStatus.title')} size="small" style={{ marginBottom: 16 }} data-testid="vda-adapter-status">
      {data && !data.mqtt && <Alert type="info" showIcon message={t('vdaStatus.mqttOff')} style={{ marginBottom: 12 }} />}
      {data?.brokerUrl && (
        <Typography.Paragraph type="secondary">
          {t('vdaStatus.broker')}: <Typography.Text code>{data.brokerUrl}</Typography.Text>
        </Typography.Paragraph>
      )}
      <Table<Row>
        rowKey="agvId"
        size="small"
        pagination={false}
        loading={status.isLoading}
        columns={columns}
        dataSource={data?.vehicles ?? []}
        locale={{ emptyText: t('vdaStatus.none') }}
        expandable={{ rowExpandable: (r) => r.factsheet !== null, expandedRowRender: (r) => (r.factsheet ? <VdaFactsheetView factsheet={r.factsheet} /> : null) }}
      />
    </Card>
  );
}
