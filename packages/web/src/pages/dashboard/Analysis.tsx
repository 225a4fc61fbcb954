import { Perm } from '@agvs/contract';
import { ApartmentOutlined, TeamOutlined } from '@ant-design/icons';
import { ProCard, StatisticCard } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Row, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { systemApi } from '../../api/system';
import { Authorized } from '../../components/Authorized';
import { Clock } from '../../components/clock/Clock';
import { Greeting } from '../../components/clock/Greeting';
import { useSessionStore } from '../../session/sessionStore';
import { AnalysisFigures } from './AnalysisFigures';
import { DemoTrafficCard } from './DemoTrafficCard';
import { SchedulerNow } from './SchedulerNow';
import { splitUptime } from './formatUptime';

/**
 * Dashboard: greeting, clock, the fleet's figures for a range of days (AnalysisFigures, docs/dashboard.md),
 * where the scheduled (demo) orders come from and the server's own figures (GET /sys/health).
 */
export default function Analysis() {
  const { t } = useTranslation('pages');
  const user = useSessionStore((state) => state.session?.userInfo);
  const health = useQuery({ queryKey: ['health'], queryFn: systemApi.health, refetchInterval: 60_000 });
  const uptime = health.data ? splitUptime(health.data.uptimeMs) : null;

  return (
    <>
      <ProCard className="agvs-welcome">
        <h2 style={{ margin: 0 }}>
          <Greeting name={user?.realname || user?.username || ''} />
        </h2>
        <p style={{ margin: '8px 0 0', color: 'rgba(0,0,0,0.45)' }}>
          <Clock testId="dashboard-clock" />
        </p>
        <Space style={{ marginTop: 16 }} wrap>
          <Authorized code={Perm.userList}>
            <Link to="/system/user">
              <Button icon={<TeamOutlined />} data-testid="shortcut-users">
                {t('analysis.shortcutUsers')}
              </Button>
            </Link>
          </Authorized>
          <Authorized code={Perm.departList}>
            <Link to="/system/depart">
              <Button icon={<ApartmentOutlined />} data-testid="shortcut-departs">
                {t('analysis.shortcutDeparts')}
              </Button>
            </Link>
          </Authorized>
        </Space>
      </ProCard>
      <AnalysisFigures />
      <SchedulerNow />
      <Authorized code={Perm.monitorTaskAdd}>
        <DemoTrafficCard />
      </Authorized>
      {health.isPending ? (
        <Skeleton active style={{ marginTop: 16 }} />
      ) : health.data ? (
        <Row gutter={[16, 16]} style={{ marginTop: 16 }} data-testid="health-figures">
          <Col xs={24} sm={12} lg={6}>
            <StatisticCard statistic={{ title: t('analysis.users'), value: health.data.users }} />
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <StatisticCard statistic={{ title: t('analysis.tenants'), value: health.data.tenants }} />
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <StatisticCard
              statistic={{ title: t('analysis.uptime'), value: uptime ? t('analysis.uptimeValue', uptime) : '' }}
            />
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <StatisticCard
              statistic={{
                title: t('analysis.server'),
                value: health.data.version,
                description: t(`analysis.dialect.${health.data.dialect}`),
              }}
            />
          </Col>
        </Row>
      ) : null}
    </>
  );
}
