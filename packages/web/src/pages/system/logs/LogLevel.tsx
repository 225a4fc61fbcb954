import { LOG_LEVELS, LogCalls, type LogLevel as Level } from '@agvs/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/call';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';

const KEY = ['log-level'];

/** The server's running log level, changeable at once (the change lands in the operation log). */
export default function LogLevel() {
  const { t } = useTranslation(['logs', 'crud']);
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: KEY, queryFn: () => callApi(LogCalls.getLevel, {}) });
  const [chosen, setChosen] = useState<Level | null>(null);
  const save = useMutation({
    mutationFn: (level: Level) => callApi(LogCalls.setLevel, { body: { level } }),
    onSuccess: (info) => {
      client.setQueryData(KEY, info);
      setChosen(null);
      feedback.message.success(t('logs:level.changed', { level: info.level }));
    },
    onError: (err) => showFailure(err, t('crud:requestFailed')),
  });
  const value = chosen ?? data?.level;
  return (
    <Card title={t('logs:level.title')}>
      <Descriptions column={1}>
        <Descriptions.Item label={t('logs:level.current')}>
          <span data-testid="log-level-current">{data?.level ?? '-'}</span>
        </Descriptions.Item>
      </Descriptions>
      <Space direction="vertical">
        <Radio.Group value={value} onChange={(e) => setChosen(e.target.value as Level)} optionType="button" options={LOG_LEVELS.map((l) => ({ value: l, label: t(`logs:level.${l}`) }))} />
        <Button type="primary" disabled={!chosen || chosen === data?.level} loading={save.isPending} onClick={() => chosen && save.mutate(chosen)} data-testid="log-level-apply">
          {t('logs:level.apply')}
        </Button>
      </Space>
    </Card>
  );
}
