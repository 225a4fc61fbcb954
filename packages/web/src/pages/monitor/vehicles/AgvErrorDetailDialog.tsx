import { ERROR_CATEGORIES, type AgvErrorInfo, type ErrorCategory } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Modal, Select, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agvApi } from './agvApi';
import { errorLevelColour } from './errorRows';

/** The AGV error detail (SPEC §2): one vehicle's open errors, filtered by error type (the category AgvError or SystemError, or all). */
export function AgvErrorDetailDialog({
  agv,
  onClose,
}: {
  /** Open while set. */
  readonly agv: { readonly agvId: string; readonly agvName: string } | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('monitorAgv');
  const [errorType, setErrorType] = useState<ErrorCategory | undefined>();
  const errors = useQuery({
    queryKey: ['monitorAgv', 'errors', agv?.agvId, errorType],
    queryFn: () => agvApi.errorsByType(agv!.agvId, errorType),
    enabled: !!agv,
    retry: false,
  });
  return (
    <Modal
      open={!!agv}
      width={1000}
      title={t('errors.detailTitle', { name: agv?.agvName ?? '' })}
      onCancel={onClose}
      afterClose={() => setErrorType(undefined)}
      footer={null}
      destroyOnHidden
    >
      <Form layout="inline" style={{ marginBottom: 12 }}>
        <Form.Item label={t('errors.errorType')}>
          <Select
            style={{ width: 180 }}
            allowClear
            value={errorType}
            onChange={setErrorType}
            placeholder={t('errors.allTypes')}
            options={ERROR_CATEGORIES.map((value) => ({ value, label: t(`errors.type.${value}`) }))}
            data-testid="agv-error-type"
          />
        </Form.Item>
      </Form>
      <Table<AgvErrorInfo>
        size="small"
        rowKey={(row) => row.id ?? `${row.errorCode}-${String(row.createTime)}`}
        loading={errors.isFetching}
        dataSource={errors.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 1100 }}
        data-testid="agv-error-table"
        columns={[
          { title: t('errors.createTime'), dataIndex: 'createTime', render: (v: AgvErrorInfo['createTime']) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-') },
          { title: t('errors.errorLevel'), dataIndex: 'errorLevel', render: (v: string) => <Tag color={errorLevelColour(v)}>{v}</Tag> },
          { title: t('errors.errorCode'), dataIndex: 'errorCode' },
          { title: t('errors.errorName'), dataIndex: 'errorName' },
          { title: t('errors.errorType'), dataIndex: 'errorType' },
          { title: t('errors.category'), dataIndex: 'category', render: (v: string) => t(`errors.type.${v}`, { defaultValue: v }) },
          { title: t('errors.errorDesc'), dataIndex: 'errorDesc' },
          { title: t('errors.errorData'), dataIndex: 'errorData' },
          { title: t('errors.solution'), dataIndex: 'solution' },
        ]}
      />
    </Modal>
  );
}
