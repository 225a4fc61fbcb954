import { MonitoringCalls } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/call';

/** The configured Grafana (GRAFANA_URL) in a frame, or a clear note that none is configured. */
export default function Grafana() {
  const { t } = useTranslation(['monitoring']);
  const { data, isLoading } = useQuery({ queryKey: ['grafana-config'], queryFn: () => callApi(MonitoringCalls.grafanaConfig, {}) });
  if (isLoading) return <Spin />;
  if (!data?.url) {
    return (
      <div data-testid="grafana-not-configured">
        <Result status="info" title={t('monitoring:grafana.notConfigured')} subTitle={t('monitoring:grafana.notConfiguredHint')} />
      </div>
    );
  }
  return <iframe title="Grafana" src={data.url} data-testid="grafana-frame" style={{ width: '100%', height: 'calc(100vh - 200px)', border: 0 }} />;
}
