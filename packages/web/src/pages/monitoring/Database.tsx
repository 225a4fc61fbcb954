import type { DatabaseStats } from '@agvs/contract';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes, toMb } from './format';
import { SamplesPage } from './SamplesPage';

const totalRows = (s: DatabaseStats) => s.tables.reduce((sum, t) => sum + t.rows, 0);

/** The database: dialect, size, connections (PostgreSQL) and row counts, over time. */
export default function Database() {
  const { t } = useTranslation(['monitoring']);
  return (
    <SamplesPage
      sample="database"
      intervalMs={5000}
      figures={(latest) => [
        { key: 'dialect', label: t('monitoring:database.dialect'), value: latest.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL' },
        { key: 'size', label: t('monitoring:database.size'), value: formatBytes(latest.sizeBytes) },
        { key: 'rows', label: t('monitoring:database.totalRows'), value: totalRows(latest) },
        ...(latest.connections
          ? [{ key: 'connections', label: t('monitoring:database.connections'), value: `${latest.connections.active} / ${latest.connections.idle} / ${latest.connections.total}` }]
          : []),
      ]}
      charts={[
        {
          title: t('monitoring:database.growthChart'),
          testId: 'chart-database',
          unit: 'MB',
          series: [{ name: t('monitoring:database.size'), value: (s) => toMb(s.sizeBytes) }],
        },
      ]}
    >
      {(latest) => (
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
      )}
    </SamplesPage>
  );
}
