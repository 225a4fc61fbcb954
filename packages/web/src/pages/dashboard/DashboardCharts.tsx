import type { DashboardAnalysis } from '@agvs/contract';
import { Col, Row } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_KEYS, bars, Chart, ERROR_COLOURS } from './charts';
import { hoursOf } from './range';

/**
 * The dashboard's charts (ECharts, loaded with this chunk only, so the sign-in page and the
 * shell stay within the first-load budget). Every number comes from GET /agvserver/dashboard/analysis.
 */
export default function DashboardCharts({ data }: { data: DashboardAnalysis }) {
  const { t } = useTranslation('dashboard');
  const format = data.bucket === 'hour' ? 'HH:mm' : 'MM-DD';
  const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
  const activityNames = data.activity.map((a) => a.agvCode);
  const errors = data.errorsByLevel;
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      <Col span={24}>
        <Chart
          title={t(data.bucket === 'hour' ? 'chart.completedPerHour' : 'chart.completedPerDay')}
          testId="chart-completed"
          total={sum(data.completedSeries.map((b) => b.count))}
          option={bars(
            data.completedSeries.map((b) => dayjs(b.start).format(format)),
            data.completedSeries.map((b) => b.count),
            t('unit.orders'),
          )}
        />
      </Col>
      <Col xs={24} lg={12}>
        <Chart
          title={t('chart.ordersPerVehicle')}
          testId="chart-orders-per-vehicle"
          total={sum(data.ordersByVehicle.map((v) => v.completed))}
          option={bars(
            data.ordersByVehicle.map((v) => v.agvCode),
            data.ordersByVehicle.map((v) => v.completed),
            t('unit.orders'),
          )}
        />
      </Col>
      <Col xs={24} lg={12}>
        <Chart
          title={t('chart.battery')}
          testId="chart-battery"
          total={data.battery.length}
          option={{ ...bars(data.battery.map((b) => b.agvCode), data.battery.map((b) => b.battery), '%', '#52c41a'), yAxis: { type: 'value', name: '%', max: 100 } }}
        />
      </Col>
      <Col xs={24} lg={16}>
        <Chart
          title={t('chart.runTime')}
          testId="chart-run-time"
          total={data.activity.length}
          height={320}
          option={{
            legend: { top: 0 },
            tooltip: { trigger: 'axis' },
            grid: { left: 50, right: 20, top: 40, bottom: 40 },
            xAxis: { type: 'category', data: activityNames },
            yAxis: { type: 'value', name: t('unit.hours') },
            series: ACTIVITY_KEYS.map((key) => ({
              name: t(`activity.${key}`),
              type: 'bar',
              stack: 'time',
              data: data.activity.map((a) => hoursOf(a[key])),
            })),
          }}
        />
      </Col>
      <Col xs={24} lg={8}>
        <Chart
          title={t('chart.errors')}
          testId="chart-errors"
          total={sum(errors.map((e) => e.count))}
          height={320}
          option={{
            legend: { bottom: 0 },
            tooltip: { trigger: 'item' },
            series: [
              {
                type: 'pie',
                radius: ['40%', '65%'],
                label: { formatter: '{b}: {c}' },
                data: errors.map((e) => ({ name: t(`errorLevel.${e.level}`, { defaultValue: e.level }), value: e.count, itemStyle: { color: ERROR_COLOURS[e.level] } })),
              },
            ],
          }}
        />
      </Col>
      <Col span={24}>
        <Chart
          title={t('chart.mileage')}
          testId="chart-mileage"
          total={Math.round(sum(data.activity.map((a) => a.metres)))}
          option={bars(activityNames, data.activity.map((a) => Math.round(a.metres)), t('unit.metres'), '#722ed1')}
        />
      </Col>
    </Row>
  );
}
