import type { DatabaseStats } from '@agvs/contract';
import { Card, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Figures, SampleError } from './Figures';
import { formatBytes, toMb } from './format';
import { TrendChart } from './TrendChart';
import { useSamples } from './useSamples';

const totalRows = (s: DatabaseStats) => s.tables.reduce((sum, t) => sum + t.rows, 0);

/** The database: dialect, size, connections (PostgreSQL) and row counts, over time. */
export default function Database() {
  const { t } = useTranslation(['monitoring']);
  const { latest, history, error } = useSamples<DatabaseStats>('/actuator/database', 5000);
  const times = history.map((h) => h.at);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <SampleError error={error} />
      {latest && (
        <Figures
          figures={[
            { key: 'dialect', label: t('monitoring:database.dialect'), value: latest.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL' },
            { key: 'size', label: t('monitoring:database.size'), value: formatBytes(latest.sizeBytes) },
            { key: 'rows', label: t('monitoring:database.totalRows'), value: totalRows(latest) },
            ...(latest.connections
              ? [{ key: 'connections', label: t('monitoring:database.connections'), value: `${latest.connections.active} / ${latest.connections.idle} / ${latest.connections.total}` }]
              : []),
          ]}
        />
      )}
      <Card title={t('monitoring:database.growthChart')}>
        <TrendChart
          testId="chart-database"
          unit="MB"
          times={times}
          series={[{ name: t('monitoring:database.size'), values: history.map((h) => toMb(h.value.sizeBytes)) }]}
        />
      </Card>
      <Card title={t('monitoring:database.tables')}>
        <Table
          rowKey="name"
          size="small"
          pagination={false}
          data-testid="database-tables"
          dataSource={latest?.tables ?? []}
          columns={[
            { title: t('monitoring:database.table'), dataIndex: 'name' },
            { title: t('monitoring:database.rows'), dataIndex: 'rows', sorter: (a: { rows: number }, b: { rows: number }) => a.rows - b.rows },
          ]}
        />
      </Card>
    </Space>
  );
}
