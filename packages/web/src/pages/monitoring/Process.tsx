import type { ProcessStats } from '@agvs/contract';
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Figures, SampleError } from './Figures';
import { formatBytes, formatUptime, toMb } from './format';
import { TrendChart } from './TrendChart';
import { useSamples } from './useSamples';

/** The Node.js process: memory and event-loop delay over time, uptime and version. */
export default function Process() {
  const { t } = useTranslation(['monitoring']);
  const { latest, history, error } = useSamples<ProcessStats>('/actuator/process');
  const times = history.map((h) => h.at);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <SampleError error={error} />
      {latest && (
        <Figures
          figures={[
            { key: 'heapUsed', label: t('monitoring:process.heapUsed'), value: formatBytes(latest.heapUsed) },
            { key: 'heapTotal', label: t('monitoring:process.heapTotal'), value: formatBytes(latest.heapTotal) },
            { key: 'rss', label: t('monitoring:process.rss'), value: formatBytes(latest.rss) },
            { key: 'p50', label: t('monitoring:process.delayP50'), value: `${latest.eventLoopDelayP50Ms} ms` },
            { key: 'p99', label: t('monitoring:process.delayP99'), value: `${latest.eventLoopDelayP99Ms} ms` },
            { key: 'uptime', label: t('monitoring:process.uptime'), value: formatUptime(latest.uptimeSeconds) },
            { key: 'node', label: t('monitoring:process.nodeVersion'), value: latest.nodeVersion },
            { key: 'pid', label: t('monitoring:process.pid'), value: latest.pid },
          ]}
        />
      )}
      <Card title={t('monitoring:process.memoryChart')}>
        <TrendChart
          testId="chart-memory"
          unit="MB"
          times={times}
          series={[
            { name: t('monitoring:process.heapUsed'), values: history.map((h) => toMb(h.value.heapUsed)) },
            { name: t('monitoring:process.heapTotal'), values: history.map((h) => toMb(h.value.heapTotal)) },
            { name: t('monitoring:process.rss'), values: history.map((h) => toMb(h.value.rss)) },
          ]}
        />
      </Card>
      <Card title={t('monitoring:process.delayChart')}>
        <TrendChart
          testId="chart-delay"
          unit="ms"
          times={times}
          series={[
            { name: t('monitoring:process.delayP50'), values: history.map((h) => h.value.eventLoopDelayP50Ms) },
            { name: t('monitoring:process.delayP99'), values: history.map((h) => h.value.eventLoopDelayP99Ms) },
          ]}
        />
      </Card>
    </Space>
  );
}
