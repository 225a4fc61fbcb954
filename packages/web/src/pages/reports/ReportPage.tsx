import { DownloadOutlined } from '@ant-design/icons';
import { Perm, type ReportCode, type ReportColumn } from '@agvs/contract';
import { ProCard, ProTable, type ProColumns } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Space, Table } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../api/request';
import { Authorized } from '../../components/Authorized';
import { LIST_PAGINATION } from '../../crud/listPagination';
import { reportApi } from './reportApi';
import { sortQuery } from './reportQuery';
import { ReportSearch } from './ReportSearch';

const ReportChartView = lazy(() => import('./ReportChartView'));

type Row = Record<string, string | number | null>;

/**
 * One report of SPEC §2, driven by the report calls: the search form from getQueryInfo, the
 * columns from getRpColumns, one page of rows with the totals of the whole search from getData,
 * the chart of the whole search, and its Excel file.
 */
export function ReportPage({ code }: { code: ReportCode }) {
  const { t } = useTranslation('reports');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [totals, setTotals] = useState<Record<string, number>>({});
  const sort = useRef<Record<string, string>>({});
  const columnsQuery = useQuery({ queryKey: ['report-columns', code], queryFn: () => reportApi.columns(code) });
  const id = columnsQuery.data?.cgRpConfigId;
  const fieldsQuery = useQuery({ queryKey: ['report-fields', id], queryFn: () => reportApi.fields(id!), enabled: Boolean(id) });
  const hasChart = columnsQuery.data !== undefined && columnsQuery.data.chartKind !== 'none';
  const chartQuery = useQuery({ queryKey: ['report-chart', id, filters], queryFn: () => reportApi.chart(id!, filters), enabled: Boolean(id) && hasChart });

  if (columnsQuery.isError || fieldsQuery.isError) return <Alert type="error" showIcon message={t('loadFailed')} />;
  if (!columnsQuery.data || !fieldsQuery.data || !id) return <Skeleton active />;
  const report = columnsQuery.data;

  // Codes from a fixed list (error levels, module states) are shown in the reader's language.
  const coded = new Set([...fieldsQuery.data.filter((f) => f.view === 'list').map((f) => f.field), 'fromStatus']);
  const shown = (c: ReportColumn, value: string | number | null | undefined) =>
    value === null || value === undefined ? '-' : coded.has(c.dataIndex) ? t(`value.${value}`, { defaultValue: String(value) }) : value;
  const columns: ProColumns<Row>[] = report.columns.map((c: ReportColumn) => ({
    title: c.title,
    dataIndex: c.dataIndex,
    align: c.align,
    sorter: c.sorter,
    render: (_, row) => shown(c, row[c.dataIndex]),
  }));
  const anyTotal = report.columns.some((c) => c.total);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid={`report-${code}`}>
      <ProCard title={report.cgRpConfigName} bordered>
        <ReportSearch fields={fieldsQuery.data} onSearch={setFilters} />
      </ProCard>
      {hasChart && (
        <ProCard title={chartQuery.data?.title} bordered data-testid="report-chart" data-series={chartQuery.data?.series.length ?? 0} data-categories={(chartQuery.data?.categories ?? []).join(',')}>
          {chartQuery.data && chartQuery.data.categories.length > 0 ? (
            <Suspense fallback={<Skeleton active />}>
              <ReportChartView chart={chartQuery.data} />
            </Suspense>
          ) : chartQuery.isFetching ? (
            <Skeleton active />
          ) : (
            <Alert type="info" message={t('noChartData')} />
          )}
        </ProCard>
      )}
      <ProTable<Row>
        // A new search starts again at page 1.
        key={JSON.stringify(filters)}
        rowKey={(row) => report.columns.map((c) => String(row[c.dataIndex])).join('|')}
        columns={columns}
        search={false}
        pagination={LIST_PAGINATION}
        data-testid="report-table"
        options={{ reload: true, density: false, setting: false }}
        toolBarRender={() => [
          <Authorized key="export" code={Perm.reportExport}>
            <Button icon={<DownloadOutlined />} data-testid="report-export" onClick={() => void reportApi.exportXls(id, code, { ...filters, ...sort.current }).catch((err) => showFailure(err, t('exportFailed')))}>
              {t('export')}
            </Button>
          </Authorized>,
        ]}
        request={async (params, sorter) => {
          sort.current = sortQuery(sorter as Record<string, 'ascend' | 'descend' | null>);
          const page = await reportApi.data(id, { ...filters, ...sort.current, pageNo: String(params.current ?? 1), pageSize: String(params.pageSize ?? 10) });
          setTotals(page.totals);
          return { data: page.records, total: page.total, success: true };
        }}
        summary={() =>
          anyTotal ? (
            <Table.Summary.Row data-testid="report-totals">
              {report.columns.map((c, i) => (
                <Table.Summary.Cell key={c.dataIndex} index={i} align={c.align}>
                  {c.total ? (totals[c.dataIndex] ?? 0) : i === 0 ? <strong>{t('totals')}</strong> : null}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
    </Space>
  );
}
