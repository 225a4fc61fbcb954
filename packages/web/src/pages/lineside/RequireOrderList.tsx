import { DEFAULT_RELEASE_WINDOW_MINUTES, LinesideCalls, lesRequireOrderResource, Perm } from '@agvs/contract';
import { Button, InputNumber, Modal, Space, type ButtonProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/call';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import type { ResourceRow } from '../../crud/resourceApi';
import { usePermission } from '../../session/usePermission';
import { LinesideList } from './LinesideList';
import { RequireOrderForm } from './RequireOrderForm';
import { RequireOrderLog } from './RequireOrderLog';

/**
 * Require orders (docs/lineside.md "The flow"): new ones by hand, release of the selected ones into
 * delivery orders (grouped within a time window), cancel, and each order's log.
 */
export default function RequireOrderList() {
  const { t } = useTranslation(['lineside', 'crud']);
  const can = usePermission();
  const [adding, setAdding] = useState<(() => void) | null>(null);
  const [logOf, setLogOf] = useState<ResourceRow | null>(null);
  // Read when the confirmation is accepted, after the planner may have changed it in the dialog.
  const windowMinutes = useRef(DEFAULT_RELEASE_WINDOW_MINUTES);

  const run = async (what: () => Promise<{ message: string }>, reload: () => void) => {
    try {
      feedback.message.success((await what()).message);
      reload();
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };
  const release = (ids: readonly string[], reload: () => void) => {
    if (!ids.length) return void feedback.message.warning(t('crud:plsSelectRecord'));
    feedback.modal.confirm({
      title: t('requireOrder.releaseTitle', { count: ids.length }),
      content: (
        <Space>
          {t('requireOrder.window')}
          <InputNumber min={0} max={1440} defaultValue={windowMinutes.current} onChange={(v) => (windowMinutes.current = Number(v ?? 0))} data-testid="les-release-window" />
        </Space>
      ),
      okButtonProps: { 'data-testid': 'les-release-confirm' } as ButtonProps,
      onOk: () =>
        run(async () => {
          const r = await callApi(LinesideCalls.release, { body: { ids: [...ids], windowMinutes: windowMinutes.current } });
          return { message: t('requireOrder.releasedInto', { count: r.deliveryOrders.length, codes: r.deliveryOrders.map((d) => d.code).join(', ') }) };
        }, reload),
    });
  };
  const cancel = (ids: readonly string[], reload: () => void) => {
    if (!ids.length) return void feedback.message.warning(t('crud:plsSelectRecord'));
    feedback.modal.confirm({
      title: t('requireOrder.cancelTitle', { count: ids.length }),
      content: t('requireOrder.cancelHint'),
      onOk: () =>
        run(async () => {
          const r = await callApi(LinesideCalls.cancelRequire, { body: { ids: [...ids] } });
          return { message: t('cancelled', { count: r.cancelled, started: r.alreadyStarted }) };
        }, reload),
    });
  };

  return (
    <>
      <LinesideList
        manifest={lesRequireOrderResource}
        entity="requireOrder"
        toolbar={(selected, reload) => [
          can(Perm.lesRequireOrderAdd) && (
            <Button key="add" type="primary" data-testid="les-require-add" onClick={() => setAdding(() => reload)}>
              {t('requireOrder.add')}
            </Button>
          ),
          can(Perm.lesRequireOrderRelease) && (
            <Button key="release" data-testid="les-require-release" onClick={() => release(selected, reload)}>
              {t('requireOrder.release')}
            </Button>
          ),
          can(Perm.lesRequireOrderCancel) && (
            <Button key="cancel" danger data-testid="les-require-cancel" onClick={() => cancel(selected, reload)}>
              {t('requireOrder.cancel')}
            </Button>
          ),
        ]}
        rowActions={(row) => [
          <a key="log" data-testid="les-require-log-open" onClick={() => setLogOf(row)}>
            {t('requireOrder.log')}
          </a>,
        ]}
      />
      {adding && (
        <RequireOrderForm
          onClose={() => setAdding(null)}
          onSaved={() => {
            adding();
            setAdding(null);
          }}
        />
      )}
      {logOf && (
        <Modal open width={900} footer={null} title={t('requireOrder.logOf', { code: String(logOf['code']) })} onCancel={() => setLogOf(null)} destroyOnHidden>
          <RequireOrderLog requireOrderId={logOf.id} />
        </Modal>
      )}
    </>
  );
}
