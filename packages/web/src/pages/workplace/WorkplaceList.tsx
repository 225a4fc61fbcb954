import { Perm, WorkplaceCalls, type Workplace } from '@agvs/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Modal, Popconfirm, Space, Table, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/call';
import { showFailure } from '../../api/request';
import { usePermission } from '../../session/usePermission';
import { showDeviceLink } from '../system/deviceLink';
import { padUrl } from './padToken';
import { WorkplaceForm, formValues, type WorkplaceFormValues } from './WorkplaceForm';

const QUERY_KEY = ['workplaces'];

/** Workplaces (docs/workplaces.md): stations, one-touch call buttons, and the device user of the pad. */
export default function WorkplaceList() {
  const { t } = useTranslation(['workplace', 'crud']);
  const can = usePermission();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Workplace | null | undefined>(undefined);
  const [form] = Form.useForm<WorkplaceFormValues>();
  const list = useQuery({ queryKey: QUERY_KEY, queryFn: () => callApi(WorkplaceCalls.list, {}) });
  const options = useQuery({ queryKey: ['workplace-options'], queryFn: () => callApi(WorkplaceCalls.options, {}), enabled: editing !== undefined });

  const open = (w: Workplace | null) => setEditing(w);
  const save = async () => {
    const values = await form.validateFields();
    try {
      await callApi(WorkplaceCalls.save, { body: { ...values, id: editing?.id ?? null } });
      setEditing(undefined);
      await client.invalidateQueries({ queryKey: QUERY_KEY });
      await client.invalidateQueries({ queryKey: ['workplace-options'] });
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };
  const remove = async (id: string) => {
    try {
      await callApi(WorkplaceCalls.remove, { query: { id } });
      await client.invalidateQueries({ queryKey: QUERY_KEY });
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };
  /** A new token for the pad's device user: the link is shown once, the old token keeps working until the device user is deleted. */
  const padLink = (w: Workplace) =>
    showDeviceLink(w.deviceUserId!, padUrl, { title: t('admin.padLink'), hint: t('admin.padLinkHint'), failed: t('crud:requestFailed') }, 'wp-pad-link');

  return (
    <Card
      title={t('admin.title')}
      extra={
        can(Perm.workplaceEdit) && (
          <Button type="primary" onClick={() => open(null)} data-testid="wp-add">
            {t('admin.add')}
          </Button>
        )
      }
    >
      <Table<Workplace>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: t('admin.empty') }}
        columns={[
          { title: t('admin.code'), dataIndex: 'workplaceCode' },
          { title: t('admin.name'), dataIndex: 'workplaceName' },
          { title: t('admin.layout'), dataIndex: 'layoutName' },
          { title: t('admin.stations'), dataIndex: 'stationCodes', render: (v: string[]) => v.join(', ') },
          { title: t('admin.device'), dataIndex: 'deviceUsername', render: (v: string | null) => v ?? t('admin.noDevice') },
          { title: t('admin.buttons'), dataIndex: 'buttons', render: (v: Workplace['buttons']) => v.map((b) => b.label).join(', ') },
          {
            title: t('admin.actions'),
            render: (_, w) => (
              <Space>
                {can(Perm.workplaceEdit) && <a onClick={() => open(w)}>{t('admin.edit')}</a>}
                {can(Perm.deviceUserEdit) && w.deviceUserId && (
                  <Popconfirm title={t('admin.confirmPadLink')} onConfirm={() => padLink(w)}>
                    <a data-testid="wp-pad-link-issue">{t('admin.padLink')}</a>
                  </Popconfirm>
                )}
                {can(Perm.workplaceDelete) && (
                  <Popconfirm title={t('admin.confirmDelete')} onConfirm={() => remove(w.id)}>
                    <a>{t('admin.delete')}</a>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal open={editing !== undefined} width={980} title={t(editing ? 'admin.edit' : 'admin.add')} onOk={() => void save()} onCancel={() => setEditing(undefined)} okButtonProps={{ 'data-testid': 'wp-save' } as ButtonProps} destroyOnHidden>
        {editing !== undefined && <WorkplaceForm form={form} initial={formValues(editing)} options={options.data} editingId={editing?.id ?? null} />}
      </Modal>
    </Card>
  );
}
