import type { SystemStats } from '@agvs/contract';
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Figures, SampleError } from './Figures';
import { formatBytes } from './format';
import { TrendChart } from './TrendChart';
import { useSamples } from './useSamples';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** The host: CPU load and usage, memory, disk of the data folder. */
export default function System() {
  const { t } = useTranslation(['monitoring']);
  const { latest, history, error } = useSamples<SystemStats>('/actuator/system');
  const times = history.map((h) => h.at);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <SampleError error={error} />
      {latest && (
        <Figures
          figures={[
            { key: 'cpus', label: t('monitoring:system.cpus'), value: `${latest.cpus} (${latest.platform})` },
            { key: 'cpuUsage', label: t('monitoring:system.cpuUsage'), value: `${latest.cpuUsagePercent} %` },
            { key: 'load', label: t('monitoring:system.load'), value: latest.loadAverage.map((l) => l.toFixed(2)).join(' / ') },
            { key: 'memory', label: t('monitoring:system.memoryUsed'), value: `${formatBytes(latest.memoryTotal - latest.memoryFree)} / ${formatBytes(latest.memoryTotal)}` },
            { key: 'disk', label: t('monitoring:system.diskUsed'), value: `${formatBytes(latest.disk.total - latest.disk.free)} / ${formatBytes(latest.disk.total)}` },
            { key: 'diskFree', label: t('monitoring:system.diskAvailable'), value: formatBytes(latest.disk.available) },
            { key: 'diskPath', label: t('monitoring:system.diskPath'), value: latest.disk.path },
          ]}
        />
      )}
      <Card title={t('monitoring:system.cpuChart')}>
        <TrendChart
          testId="chart-cpu"
          unit="%"
          times={times}
          series={[
            { name: t('monitoring:system.cpuUsage'), values: history.map((h) => h.value.cpuUsagePercent) },
            { name: t('monitoring:system.memoryPercent'), values: history.map((h) => percent(h.value.memoryTotal - h.value.memoryFree, h.value.memoryTotal)) },
            { name: t('monitoring:system.diskPercent'), values: history.map((h) => percent(h.value.disk.total - h.value.disk.free, h.value.disk.total)) },
          ]}
        />
      </Card>
      <Card title={t('monitoring:system.loadChart')}>
        <TrendChart
          testId="chart-load"
          unit=""
          times={times}
          series={[
            { name: '1m', values: history.map((h) => h.value.loadAverage[0]) },
            { name: '5m', values: history.map((h) => h.value.loadAverage[1]) },
            { name: '15m', values: history.map((h) => h.value.loadAverage[2]) },
          ]}
        />
      </Card>
    </Space>
  );
}
