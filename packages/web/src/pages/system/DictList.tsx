import { dictItemResource, dictResource } from '@agvs/contract';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictApi } from '../../api/dict';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { ResourceTable } from '../../crud/ResourceTable';
import { useSessionStore } from '../../session/sessionStore';

/** Dictionaries with their items in a drawer; "refresh cache" reloads every dictionary into the session. */
export default function DictList() {
  const { t } = useTranslation(['system', 'crud']);
  const [items, setItems] = useState<{ id: string; code: string } | null>(null);
  const refresh = async () => {
    try {
      await dictApi.refreshCache();
      useSessionStore.getState().update({ dicts: await dictApi.all() });
      feedback.message.success(t('system:dict.cacheRefreshed'));
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };
  return (
    <>
      <ResourceTable
        manifest={dictResource}
        title={t('system:dict.title')}
        testId="dict-table"
        rowActions={(row) => [
          <a key="items" data-testid="dict-items" onClick={() => setItems({ id: row.id, code: String(row['dictCode']) })}>
            {t('system:dict.items')}
          </a>,
        ]}
        toolbar={() => [
          <Button key="refresh" onClick={() => void refresh()}>
            {t('system:dict.refreshCache')}
          </Button>,
        ]}
      />
      {items && (
        <Drawer open width={900} title={t('system:dict.itemsOf', { code: items.code })} onClose={() => setItems(null)} destroyOnClose>
          <ResourceTable manifest={dictItemResource} title={items.code} fixed={{ dictId: items.id }} testId="dict-item-table" />
        </Drawer>
      )}
    </>
  );
}
