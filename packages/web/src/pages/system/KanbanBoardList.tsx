import { KANBAN_PAGES, KanbanCalls, Perm, type KanbanBoard, type KanbanBoardIssued } from '@agvs/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/call';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { usePermission } from '../../session/usePermission';
import { boardUrl } from '../kanban/boardUrl';

const QUERY_KEY = ['kanban-boards'];

/** Kanban boards (docs/kanban.md): each a layout and a page behind a token; the link is shown once. */
export default function KanbanBoardList() {
  const { t } = useTranslation(['kanban', 'crud']);
  const can = usePermission();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<{ name: string; layoutId: string; page: KanbanBoard['page'] }>();
  const boards = useQuery({ queryKey: QUERY_KEY, queryFn: () => callApi(KanbanCalls.boardList, {}) });
  const layouts = useQuery({ queryKey: ['kanban-layouts'], queryFn: () => callApi(KanbanCalls.boardLayouts, {}), enabled: adding });

  const showLink = (issued: KanbanBoardIssued) => {
    const url = boardUrl(issued.board.page, issued.token);
    feedback.modal.info({
      title: t('kanban:admin.linkOnce'),
      width: 720,
      content: (
        <>
          <Typography.Paragraph>{t('kanban:admin.linkOnceHint')}</Typography.Paragraph>
          <Typography.Paragraph copyable={{ text: url }} code data-testid="board-link">
            {url}
          </Typography.Paragraph>
        </>
      ),
    });
  };
  const run = async (action: () => Promise<KanbanBoardIssued | unknown>) => {
    try {
      const out = await action();
      if (out && typeof out === 'object' && 'token' in out) showLink(out as KanbanBoardIssued);
      await client.invalidateQueries({ queryKey: QUERY_KEY });
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };
  const add = async () => {
    const body = await form.validateFields();
    await run(() => callApi(KanbanCalls.boardAdd, { body }));
    setAdding(false);
    form.resetFields();
  };

  return (
    <Card
      title={t('kanban:admin.title')}
      extra={
        can(Perm.kanbanBoardAdd) && (
          <Button type="primary" onClick={() => setAdding(true)} data-testid="board-add">
            {t('kanban:admin.add')}
          </Button>
        )
      }
    >
      <Table<KanbanBoard>
        rowKey="id"
        loading={boards.isLoading}
        dataSource={boards.data ?? []}
        pagination={false}
        locale={{ emptyText: t('kanban:admin.empty') }}
        columns={[
          { title: t('kanban:admin.name'), dataIndex: 'name' },
          { title: t('kanban:admin.layout'), dataIndex: 'layoutName' },
          { title: t('kanban:admin.page'), dataIndex: 'page', render: (p: KanbanBoard['page']) => t(`kanban:pages.${p}`) },
          {
            title: t('kanban:admin.status'),
            render: (_, b) => (b.revokedAt === null ? <Tag color="green">{t('kanban:admin.valid', { hint: b.tokenHint ?? '' })}</Tag> : <Tag color="red">{t('kanban:admin.revoked')}</Tag>),
          },
          { title: t('kanban:admin.issuedAt'), dataIndex: 'issuedAt', render: (v: number) => new Date(v).toLocaleString() },
          {
            title: t('kanban:admin.actions'),
            render: (_, b) => (
              <Space>
                {can(Perm.kanbanBoardAdd) && (
                  <Popconfirm title={t('kanban:admin.confirmReissue')} onConfirm={() => run(() => callApi(KanbanCalls.boardReissue, { body: { id: b.id } }))}>
                    <a>{t('kanban:admin.reissue')}</a>
                  </Popconfirm>
                )}
                {can(Perm.kanbanBoardDelete) && b.revokedAt === null && (
                  <Popconfirm title={t('kanban:admin.confirmRevoke')} onConfirm={() => run(() => callApi(KanbanCalls.boardRevoke, { body: { id: b.id } }))}>
                    <a data-testid="board-revoke">{t('kanban:admin.revoke')}</a>
                  </Popconfirm>
                )}
                {can(Perm.kanbanBoardDelete) && (
                  <Popconfirm title={t('kanban:admin.confirmDelete')} onConfirm={() => run(() => callApi(KanbanCalls.boardDelete, { query: { id: b.id } }))}>
                    <a>{t('kanban:admin.delete')}</a>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal open={adding} title={t('kanban:admin.add')} onOk={() => void add()} onCancel={() => setAdding(false)} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ page: 'AgvKanBanMain' }}>
          <Form.Item name="name" label={t('kanban:admin.name')} rules={[{ required: true, whitespace: true, message: t('kanban:admin.required') }]}>
            <Input maxLength={64} data-testid="board-name" />
          </Form.Item>
          <Form.Item name="layoutId" label={t('kanban:admin.layout')} rules={[{ required: true, message: t('kanban:admin.required') }]}>
            <Select data-testid="board-layout" loading={layouts.isLoading} options={(layouts.data ?? []).map((l) => ({ value: l.id, label: l.name }))} />
          </Form.Item>
          <Form.Item name="page" label={t('kanban:admin.page')}>
            <Select options={KANBAN_PAGES.map((p) => ({ value: p, label: t(`kanban:pages.${p}`) }))} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
