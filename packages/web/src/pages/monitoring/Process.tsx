import { useTranslation } from 'react-i18next';
import { formatBytes, formatUptime, toMb } from './format';
import { SamplesPage } from './SamplesPage';

/** The Node.js process: memory and event-loop delay over time, uptime and version. */
export default function Process() {
  const { t } = useTranslation(['monitoring']);
  return (
    <SamplesPage
      sample="process"
      figures={(latest) => [
        { key: 'heapUsed', label: t('monitoring:process.heapUsed'), value: formatBytes(latest.heapUsed) },
        { key: 'heapTotal', label: t('monitoring:process.heapTotal'), value: formatBytes(latest.heapTotal) },
        { key: 'rss', label: t('monitoring:process.rss'), value: formatBytes(latest.rss) },
        { key: 'p50', label: t('monitoring:process.delayP50'), value: `${latest.eventLoopDelayP50Ms} ms` },
        { key: 'p99', label: t('monitoring:process.delayP99'), value: `${latest.eventLoopDelayP99Ms} ms` },
        { key: 'uptime', label: t('monitoring:process.uptime'), value: formatUptime(latest.uptimeSeconds) },
        { key: 'node', label: t('monitoring:process.nodeVersion'), value: latest.nodeVersion },
        { key: 'pid', label: t('monitoring:process.pid'), value: latest.pid },
      ]}
      charts={[
        {
          title: t('monitoring:process.memoryChart'),
          testId: 'chart-memory',
          unit: 'MB',
          series: [
            { name: t('monitoring:process.heapUsed'), value: (s) => toMb(s.heapUsed) },
            { name: t('monitoring:process.heapTotal'), value: (s) => toMb(s.heapTotal) },
            { name: t('monitoring:process.rss'), value: (s) => toMb(s.rss) },
          ],
        },
        {
          title: t('monitoring:process.delayChart'),
          testId: 'chart-delay',
          unit: 'ms',
          series: [
            { name: t('monitoring:process.delayP50'), value: (s) => s.eventLoopDelayP50Ms },
            { name: t('monitoring:process.delayP99'), value: (s) => s.eventLoopDelayP99Ms },
          ],
        },
      ]}
    />
  );
}
