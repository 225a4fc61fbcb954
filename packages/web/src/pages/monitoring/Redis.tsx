import type { RedisStats } from '@agvs/contract';
import { Card, Collapse, Descriptions, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Figures, SampleError } from './Figures';
import { formatBytes, formatUptime, toMb } from './format';
import { TrendChart } from './TrendChart';
import { useSamples } from './useSamples';

type Info = Extract<RedisStats, { configured: true }>['info'];
const num = (info: Info, section: string, key: string) => Number(info[section]?.[key] ?? 0);

/** Redis INFO when REDIS_URL is set: memory, clients, throughput over time and every section. */
export default function Redis() {
  const { t } = useTranslation(['monitoring']);
  const { latest, history, error } = useSamples('redis');
  if (latest && !latest.configured) {
    return (
      <div data-testid="redis-not-configured">
        <Result status="info" title={t('monitoring:redis.notConfigured')} subTitle={t('monitoring:redis.notConfiguredHint')} />
      </div>
    );
  }
  const samples = history.flatMap((h) => (h.value.configured ? [{ at: h.at, info: h.value.info }] : []));
  const times = samples.map((s) => s.at);
  const info = latest?.configured ? latest.info : undefined;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <SampleError error={error} />
      {info && latest?.configured && (
        <Figures
          figures={[
            { key: 'version', label: t('monitoring:redis.version'), value: info['server']?.['redis_version'] ?? '-' },
            { key: 'uptime', label: t('monitoring:redis.uptime'), value: formatUptime(num(info, 'server', 'uptime_in_seconds')) },
            { key: 'memory', label: t('monitoring:redis.usedMemory'), value: formatBytes(num(info, 'memory', 'used_memory')) },
            { key: 'clients', label: t('monitoring:redis.clients'), value: num(info, 'clients', 'connected_clients') },
            { key: 'keys', label: t('monitoring:redis.keys'), value: latest.dbSize },
            { key: 'ops', label: t('monitoring:redis.opsPerSec'), value: num(info, 'stats', 'instantaneous_ops_per_sec') },
          ]}
        />
      )}
      <Card title={t('monitoring:redis.memoryChart')}>
        <TrendChart testId="chart-redis-memory" unit="MB" times={times} series={[{ name: t('monitoring:redis.usedMemory'), values: samples.map((s) => toMb(num(s.info, 'memory', 'used_memory'))) }]} />
      </Card>
      <Card title={t('monitoring:redis.activityChart')}>
        <TrendChart
          testId="chart-redis-activity"
          unit=""
          times={times}
          series={[
            { name: t('monitoring:redis.clients'), values: samples.map((s) => num(s.info, 'clients', 'connected_clients')) },
            { name: t('monitoring:redis.opsPerSec'), values: samples.map((s) => num(s.info, 'stats', 'instantaneous_ops_per_sec')) },
          ]}
        />
      </Card>
      {info && (
        <Collapse
          items={Object.entries(info).map(([section, values]) => ({
            key: section,
            label: section,
            children: (
              <Descriptions size="small" column={2} bordered>
                {Object.entries(values).map(([k, v]) => (
                  <Descriptions.Item key={k} label={k}>
                    {v}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            ),
          }))}
        />
      )}
    </Space>
  );
}
