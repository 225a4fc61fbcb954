import type { HttpTraceEntry } from '@agvs/contract';
import { Card, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SampleError } from './Figures';
import { TrendChart } from './TrendChart';
import { useSamples } from './useSamples';

const statusColour = (status: number) => (status >= 500 ? 'red' : status >= 400 ? 'orange' : 'green');

/** The server's last 100 API requests (secrets masked), and their durations over time. */
export default function HttpTrace() {
  const { t } = useTranslation(['monitoring']);
  const { latest, error } = useSamples('httptrace', 5000);
  const entries = latest ?? [];
  const oldestFirst = [...entries].reverse();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <SampleError error={error} />
      <Card title={t('monitoring:trace.durationChart')}>
        <TrendChart testId="chart-trace" unit="ms" times={oldestFirst.map((e) => e.time)} series={[{ name: t('monitoring:trace.duration'), values: oldestFirst.map((e) => Math.round(e.durationMs * 10) / 10) }]} />
      </Card>
      <Card title={t('monitoring:trace.title')}>
        <Table<HttpTraceEntry>
          rowKey={(e, i) => `${e.time}-${i}`}
          size="small"
          data-testid="trace-table"
          dataSource={entries}
          pagination={{ pageSize: 20 }}
          scroll={{ x: 900 }}
          columns={[
            { title: t('monitoring:trace.time'), dataIndex: 'time', width: 170, render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
            { title: t('monitoring:trace.method'), dataIndex: 'method', width: 90 },
            { title: t('monitoring:trace.path'), dataIndex: 'path', ellipsis: true },
            { title: t('monitoring:trace.status'), dataIndex: 'status', width: 90, render: (v: number) => <Tag color={statusColour(v)}>{v}</Tag> },
            { title: t('monitoring:trace.duration'), dataIndex: 'durationMs', width: 120, render: (v: number) => `${v.toFixed(1)} ms` },
            { title: t('monitoring:trace.user'), dataIndex: 'username', width: 120, render: (v: string | null) => v ?? '-' },
          ]}
        />
      </Card>
    </Space>
  );
}
