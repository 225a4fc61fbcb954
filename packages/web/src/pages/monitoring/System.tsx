import { useTranslation } from 'react-i18next';
import { formatBytes } from './format';
import { SamplesPage } from './SamplesPage';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** The host: CPU load and usage, memory, disk of the data folder. */
export default function System() {
  const { t } = useTranslation(['monitoring']);
  return (
    <SamplesPage
      sample="system"
      figures={(latest) => [
        { key: 'cpus', label: t('monitoring:system.cpus'), value: `${latest.cpus} (${latest.platform})` },
        { key: 'cpuUsage', label: t('monitoring:system.cpuUsage'), value: `${latest.cpuUsagePercent} %` },
        { key: 'load', label: t('monitoring:system.load'), value: latest.loadAverage.map((l) => l.toFixed(2)).join(' / ') },
        { key: 'memory', label: t('monitoring:system.memoryUsed'), value: `${formatBytes(latest.memoryTotal - latest.memoryFree)} / ${formatBytes(latest.memoryTotal)}` },
        { key: 'disk', label: t('monitoring:system.diskUsed'), value: `${formatBytes(latest.disk.total - latest.disk.free)} / ${formatBytes(latest.disk.total)}` },
        { key: 'diskFree', label: t('monitoring:system.diskAvailable'), value: formatBytes(latest.disk.available) },
        { key: 'diskPath', label: t('monitoring:system.diskPath'), value: latest.disk.path },
      ]}
      charts={[
        {
          title: t('monitoring:system.cpuChart'),
          testId: 'chart-cpu',
          unit: '%',
          series: [
            { name: t('monitoring:system.cpuUsage'), value: (s) => s.cpuUsagePercent },
            { name: t('monitoring:system.memoryPercent'), value: (s) => percent(s.memoryTotal - s.memoryFree, s.memoryTotal) },
            { name: t('monitoring:system.diskPercent'), value: (s) => percent(s.disk.total - s.disk.free, s.disk.total) },
          ],
        },
        {
          title: t('monitoring:system.loadChart'),
          testId: 'chart-load',
          unit: '',
          series: [
            { name: '1m', value: (s) => s.loadAverage[0] },
            { name: '5m', value: (s) => s.loadAverage[1] },
            { name: '15m', value: (s) => s.loadAverage[2] },
          ],
        },
      ]}
    />
  );
}
