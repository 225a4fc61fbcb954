import type { CacheStats } from '@agvs/contract';
import { Card, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { SampleError } from './Figures';
import { TrendChart } from './TrendChart';
import { useSamples } from './useSamples';

const orDash = (v: number | null) => (v === null ? '-' : v);

/** The server's in-memory stores: sizes now and over time, hits and misses where counted. */
export default function Caches() {
  const { t } = useTranslation(['monitoring']);
  const { latest, history, error } = useSamples('caches');
  const names = (latest ?? []).map((s) => s.name);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <SampleError error={error} />
      <Card title={t('monitoring:caches.title')}>
        <Table<CacheStats>
          rowKey="name"
          size="small"
          pagination={false}
          data-testid="caches-table"
          dataSource={latest ?? []}
          columns={[
            { title: t('monitoring:caches.name'), dataIndex: 'name', render: (v: string) => t(`monitoring:caches.store.${v}`) },
            { title: t('monitoring:caches.size'), dataIndex: 'size' },
            { title: t('monitoring:caches.capacity'), dataIndex: 'capacity', render: orDash },
            { title: t('monitoring:caches.hits'), dataIndex: 'hits', render: orDash },
            { title: t('monitoring:caches.misses'), dataIndex: 'misses', render: orDash },
          ]}
        />
      </Card>
      <Card title={t('monitoring:caches.sizeChart')}>
        <TrendChart
          testId="chart-caches"
          unit=""
          times={history.map((h) => h.at)}
          series={names.map((name) => ({ name: t(`monitoring:caches.store.${name}`), values: history.map((h) => h.value.find((s) => s.name === name)?.size ?? 0) }))}
        />
      </Card>
    </Space>
  );
}
