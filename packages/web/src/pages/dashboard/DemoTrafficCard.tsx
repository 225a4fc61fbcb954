import { Perm, TemplateCalls } from '@agvs/contract';
import { ProCard } from '@ant-design/pro-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/call';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { usePermission } from '../../session/usePermission';

const KEY = ['template-schedule'];

/**
 * Where the orders nobody created come from: the tenant's scheduled templates (the demo site's
 * traffic), with the switch that pauses them all. Hidden when the tenant schedules nothing.
 */
export function DemoTrafficCard() {
  const { t } = useTranslation(['pages', 'crud']);
  const allowed = usePermission();
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: KEY, queryFn: () => callApi(TemplateCalls.getSchedule, {}) });
  const turn = useMutation({
    mutationFn: (paused: boolean) => callApi(TemplateCalls.setSchedule, { body: { paused } }),
    onSuccess: (next) => {
      client.setQueryData(KEY, next);
      feedback.message.success(t(next.paused ? 'pages:analysis.demo.pausedNow' : 'pages:analysis.demo.runningNow'));
    },
    onError: (err) => showFailure(err, t('crud:requestFailed')),
  });
  if (!data || data.templates.length === 0) return null;

  const every = (seconds: number) =>
    seconds % 60 === 0 ? t('pages:analysis.demo.everyMinutes', { minutes: seconds / 60 }) : t('pages:analysis.demo.everySeconds', { seconds });
  return (
    <ProCard title={t('pages:analysis.demo.title')} style={{ marginTop: 16 }} data-testid="demo-traffic">
      <Typography.Paragraph>{t('pages:analysis.demo.explain', { count: data.templates.length })}</Typography.Paragraph>
      <ul data-testid="demo-traffic-templates">
        {data.templates.map((tpl) => (
          <li key={tpl.id}>
            <Typography.Text strong>{tpl.templateName}</Typography.Text> ({tpl.templateCode}): {every(tpl.taskCreateInterval)}
          </li>
        ))}
      </ul>
      <Space wrap>
        {allowed(Perm.templateEdit) ? (
          <Switch
            checked={!data.paused}
            loading={turn.isPending}
            onChange={(on) => turn.mutate(!on)}
            checkedChildren={t('pages:analysis.demo.on')}
            unCheckedChildren={t('pages:analysis.demo.paused')}
            data-testid="demo-traffic-switch"
          />
        ) : (
          <Tag color={data.paused ? 'default' : 'green'}>{t(data.paused ? 'pages:analysis.demo.paused' : 'pages:analysis.demo.on')}</Tag>
        )}
        <Typography.Text type="secondary" data-testid="demo-traffic-state">
          {t(data.paused ? 'pages:analysis.demo.pausedHint' : 'pages:analysis.demo.onHint')}
        </Typography.Text>
      </Space>
    </ProCard>
  );
}
