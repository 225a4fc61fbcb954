import type { DashboardTrend } from '@agvs/contract';
import { Col, Row, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_KEYS, bars, Chart } from '../charts';
import { hoursOf } from '../range';
import type { TrendKind } from './TrendPage';

type Day = DashboardTrend['days'][number];
type Vehicle = DashboardTrend['vehicles'][number];
type ActivityKey = (typeof ACTIVITY_KEYS)[number];

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const busyS = (d: Day) => sum(ACTIVITY_KEYS.map((k) => d[k]));
/** Run time in the table: driving, working and waiting in traffic (not charging, idle or offline). */
const runS = (d: Day) => d.drivingS + d.workingS + d.waitingS;
const label = (start: number) => dayjs(start).format('MM-DD');
const metres = (m: number) => Math.round(m);

/** Stacked hours per activity over some categories (days or vehicles). */
function activityOption(names: readonly string[], rows: readonly Pick<Day, ActivityKey>[], unit: string, name: (key: ActivityKey) => string) {
  return {
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    grid: { left: 50, right: 20, top: 40, bottom: 40 },
    xAxis: { type: 'category', data: [...names] },
    yAxis: { type: 'value', name: unit },
    series: ACTIVITY_KEYS.map((key) => ({ name: name(key), type: 'bar', stack: 'time', data: rows.map((r) => hoursOf(r[key])) })),
  };
}

/** A vehicle's figure for a day and in total, one column per day: what a planner copies into a shift report. */
function VehicleDayTable({ data, value, caption, testId }: { data: DashboardTrend; value: (d: Day) => number; caption: string; testId: string }) {
  const { t } = useTranslation('dashboard');
  const columns: TableColumnsType<Vehicle> = [
    { title: t('trend.vehicle'), dataIndex: 'agvCode', fixed: 'left', width: 120, sorter: (a, b) => a.agvCode.localeCompare(b.agvCode) },
    ...data.days.map((d, k) => ({ title: label(d.start), key: String(d.start), align: 'right' as const, render: (_: unknown, v: Vehicle) => value(v.days[k]!) })),
    {
      title: t('trend.total'),
      key: 'total',
      fixed: 'right',
      align: 'right',
      width: 100,
      sorter: (a, b) => sum(a.days.map(value)) - sum(b.days.map(value)),
      render: (_: unknown, v: Vehicle) => <strong>{Math.round(sum(v.days.map(value)) * 10) / 10}</strong>,
    },
  ];
  return <Table<Vehicle> data-testid={testId} title={() => caption} rowKey="agvId" size="small" columns={columns} dataSource={[...data.vehicles]} pagination={{ pageSize: 50, hideOnSinglePage: true }} scroll={{ x: 'max-content' }} />;
}

/** The charts and table of one per-day page; every number comes from GET /agvserver/dashboard/trend. */
export default function TrendCharts({ kind, data }: { readonly kind: TrendKind; readonly data: DashboardTrend }) {
  const { t } = useTranslation('dashboard');
  const dayNames = data.days.map((d) => label(d.start));
  const codes = data.vehicles.map((v) => v.agvCode);
  const activityName = (key: ActivityKey) => t(`activity.${key}`);
  const perVehicle = (value: (d: Day) => number) => data.vehicles.map((v) => sum(v.days.map(value)));

  if (kind === 'index') {
    return (
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Chart title={t('chart.completedPerDay')} testId="trend-chart-completed" total={sum(data.days.map((d) => d.completed))} option={bars(dayNames, data.days.map((d) => d.completed), t('unit.orders'))} />
        </Col>
        <Col xs={24} lg={12}>
          <Chart
            title={t('trend.mileagePerDay')}
            testId="trend-chart-mileage"
            total={metres(sum(data.days.map((d) => d.metres)))}
            option={{
              grid: { left: 60, right: 20, top: 30, bottom: 40 },
              tooltip: { trigger: 'axis' },
              xAxis: { type: 'category', data: dayNames },
              yAxis: { type: 'value', name: t('unit.metres') },
              series: [{ type: 'line', smooth: true, areaStyle: {}, data: data.days.map((d) => metres(d.metres)), itemStyle: { color: '#722ed1' } }],
            }}
          />
        </Col>
        <Col span={24}>
          <Chart title={t('trend.runTimePerDay')} testId="trend-chart-run-time" total={Math.round(hoursOf(sum(data.days.map(busyS))))} height={320} option={activityOption(dayNames, data.days, t('unit.hours'), activityName)} />
        </Col>
      </Row>
    );
  }
  if (kind === 'orders') {
    const counts = perVehicle((d) => d.completed);
    return (
      <>
        <Chart title={t('chart.ordersPerVehicle')} testId="trend-chart-orders" total={sum(counts)} option={bars(codes, counts, t('unit.orders'))} />
        <div style={{ marginTop: 16 }}>
          <VehicleDayTable data={data} value={(d) => d.completed} caption={t('trend.ordersTable')} testId="trend-table" />
        </div>
      </>
    );
  }
  if (kind === 'mileage') {
    const distance = perVehicle((d) => d.metres).map(metres);
    return (
      <>
        <Chart title={t('chart.mileage')} testId="trend-chart-mileage" total={sum(distance)} option={bars(codes, distance, t('unit.metres'), '#722ed1')} />
        <div style={{ marginTop: 16 }}>
          <VehicleDayTable data={data} value={(d) => metres(d.metres)} caption={t('trend.mileageTable')} testId="trend-table" />
        </div>
      </>
    );
  }
  const totals = data.vehicles.map((v) => Object.fromEntries(ACTIVITY_KEYS.map((k) => [k, sum(v.days.map((d) => d[k]))])) as Pick<Day, ActivityKey>);
  return (
    <>
      <Chart title={t('chart.runTime')} testId="trend-chart-run-time" total={data.vehicles.length} height={340} option={activityOption(codes, totals, t('unit.hours'), activityName)} />
      <div style={{ marginTop: 16 }}>
        <VehicleDayTable data={data} value={(d) => hoursOf(runS(d))} caption={t('trend.runTimeTable')} testId="trend-table" />
      </div>
    </>
  );
}
