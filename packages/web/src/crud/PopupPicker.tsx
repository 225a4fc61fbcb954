import type { ResourceManifest } from '@agvs/contract';
import { ProTable } from '@ant-design/pro-components';
import { Modal, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../app/feedback';
import { toListQuery, type SortOrder } from './listParams';
import { popupConfigError, popupValues, type PopupConfig } from './popupConfig';
import { resourceApi, type ResourceRow } from './resourceApi';
import { useFieldColumns } from './useFieldColumns';

/** SPEC §2 "Popup picker": modal width, paging and table scroll. */
const WIDTH = 1200;
const PAGE_SIZE = 10;
const PAGE_SIZE_OPTIONS = ['10', '20', '30'];
const SCROLL_X = 1100;

export interface PopupPickerProps extends PopupConfig {
  readonly open: boolean;
  readonly title: string;
  /** Several rows (checkboxes) or exactly one (radio). */
  readonly multi?: boolean;
  readonly onOk: (values: Record<string, string>, rows: readonly ResourceRow[]) => void;
  readonly onClose: () => void;
}

/**
 * Rows of a manifest's list to pick from: its search form, paged selection kept across pages,
 * the selected count with "clear". The picked rows' orgFields fill the caller's destFields.
 * A wrong configuration shows the SPEC §8 message instead of the modal.
 */
export function PopupPicker({ open, title, multi = true, manifest, orgFields, destFields, onOk, onClose }: PopupPickerProps) {
  const { t } = useTranslation(['popup', 'crud']);
  const config = { manifest, orgFields, destFields };
  const error = popupConfigError(config);
  const [picked, setPicked] = useState<ResourceRow[]>([]);

  useEffect(() => {
    if (!open) return;
    setPicked([]);
    if (error) {
      feedback.message.error(t(error));
      onClose();
    }
    // Checked when opened; the config of an open picker does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open || error || !manifest) return null;

  const confirm = () => {
    if (!multi && picked.length !== 1) return void feedback.message.warning(t('popup:pickOne'));
    if (!picked.length) return void feedback.message.warning(t('crud:plsSelectRecord'));
    onOk(popupValues(config, picked), picked);
    onClose();
  };

  return (
    <Modal open width={WIDTH} title={title} onOk={confirm} onCancel={onClose} destroyOnClose>
      <PickerTable manifest={manifest} multi={multi} picked={picked} onPick={setPicked} />
    </Modal>
  );
}

function PickerTable({ manifest, multi, picked, onPick }: { manifest: ResourceManifest; multi: boolean; picked: ResourceRow[]; onPick: (rows: ResourceRow[]) => void }) {
  const { t } = useTranslation(['popup']);
  const api = useMemo(() => resourceApi(manifest), [manifest]);
  const columns = useFieldColumns(manifest);
  return (
    <ProTable<ResourceRow>
      rowKey="id"
      columns={columns}
      options={false}
      size="small"
      scroll={{ x: SCROLL_X }}
      data-testid="popup-picker-table"
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: PAGE_SIZE, pageSizeOptions: PAGE_SIZE_OPTIONS, showSizeChanger: true, showQuickJumper: true }}
      rowSelection={{
        type: multi ? 'checkbox' : 'radio',
        preserveSelectedRowKeys: true,
        selectedRowKeys: picked.map((r) => r.id),
        onChange: (keys, rows) => {
          // Rows of other pages come back undefined; keep the ones picked earlier.
          const known = new Map([...picked, ...rows.filter(Boolean)].map((r) => [r.id, r]));
          onPick(keys.map((k) => known.get(String(k))).filter((r): r is ResourceRow => r !== undefined));
        },
      }}
      tableAlertRender={() => (
        <Space data-testid="popup-picker-selected">
          {t('popup:selected', { count: picked.length })}
          <a onClick={() => onPick([])}>{t('popup:clear')}</a>
        </Space>
      )}
      tableAlertOptionRender={false}
      request={async (params, sort) => {
        const page = await api.list(toListQuery(manifest, params, sort as Record<string, SortOrder>));
        return { data: [...page.records], total: page.total, success: true };
      }}
    />
  );
}
