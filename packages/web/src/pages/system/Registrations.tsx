import { Perm, type Registration } from '@agvs/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Modal, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api/account';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { usePermission } from '../../session/usePermission';

const QUERY_KEY = ['registrations'];
const STATE_COLOURS: Record<Registration['status'], string> = { pending: 'gold', approved: 'green', rejected: 'default' };

/**
 * Self-registrations of this tenant (docs/accounts.md): those waiting first. Approving creates the
 * account with the role the system parameters name; rejecting keeps the row, with its reason.
 */
export default function Registrations() {
  const { t } = useTranslation(['system', 'crud']);
  const can = usePermission();
  const client = useQueryClient();
  const list = useQuery({ queryKey: QUERY_KEY, queryFn: accountApi.registrations, refetchInterval: 30_000 });
  const [rejecting, setRejecting] = useState<Registration | null>(null);
  const [reason, setReason] = useState('');

  const run = async (action: () => Promise<Registration>, done: (r: Registration) => string) => {
    try {
      feedback.message.success(done(await action()));
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
    await client.invalidateQueries({ queryKey: QUERY_KEY });
  };

  const columns: TableColumnsType<Registration> = [
    { title: t('registration.username'), dataIndex: 'username' },
    { title: t('registration.realname'), dataIndex: 'realname' },
    { title: t('registration.email'), dataIndex: 'email' },
    { title: t('registration.phone'), dataIndex: 'phone', render: (v: string | null) => v ?? '–' },
    { title: t('registration.createdAt'), dataIndex: 'createdAt', render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    {
      title: t('registration.status'),
      dataIndex: 'status',
      render: (v: Registration['status'], r) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATE_COLOURS[v]} data-testid="registration-status">{t(`registration.state.${v}`)}</Tag>
          {r.decidedBy && <Typography.Text type="secondary">{t('registration.decided', { by: r.decidedBy, at: dayjs(r.decidedAt).format('YYYY-MM-DD HH:mm') })}</Typography.Text>}
          {r.reason && <Typography.Text type="secondary">{r.reason}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('crud:actions'),
      key: 'actions',
      render: (_, r) =>
        r.status === 'pending' && can(Perm.registrationApprove) ? (
          <Space>
            <Button type="link" size="small" data-testid="registration-approve" onClick={() => void run(() => accountApi.approve(r.id), (x) => t('registration.approvedMessage', { username: x.username }))}>
              {t('registration.approve')}
            </Button>
            <Button type="link" size="small" danger data-testid="registration-reject" onClick={() => { setReason(''); setRejecting(r); }}>
              {t('registration.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <Card title={t('registration.title')}>
      <Typography.Paragraph type="secondary">{t('registration.hint')}</Typography.Paragraph>
      <Table<Registration> rowKey="id" size="middle" loading={list.isPending} columns={columns} dataSource={list.data ? [...list.data] : []} pagination={{ pageSize: 50, hideOnSinglePage: true }} data-testid="registrations" />
      <Modal
        open={rejecting !== null}
        title={t('registration.rejectTitle', { username: rejecting?.username ?? '' })}
        onCancel={() => setRejecting(null)}
        onOk={() => {
          const target = rejecting!;
          setRejecting(null);
          void run(() => accountApi.reject(target.id, reason.trim() || undefined), (x) => t('registration.rejectedMessage', { username: x.username }));
        }}
        okButtonProps={{ danger: true, id: 'registration-reject-ok' }}
        okText={t('registration.reject')}
      >
        <Input.TextArea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('registration.reasonPlaceholder')} />
      </Modal>
    </Card>
  );
}
