import { lesBomItemResource, lesBomResource } from '@agvs/contract';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '../../crud/resourceApi';
import { LinesideList } from './LinesideList';

/** BOMs; each row opens its items (part numbers and quantity per product), where items are added. */
export default function BomList() {
  const { t } = useTranslation('lineside');
  const [shown, setShown] = useState<ResourceRow | null>(null);
  return (
    <>
      <LinesideList
        manifest={lesBomResource}
        entity="bom"
        rowActions={(row) => [
          <a key="items" data-testid="les-bom-items" onClick={() => setShown(row)}>
            {t('bom.items')}
          </a>,
        ]}
      />
      {shown && (
        <Modal open width={1100} footer={null} title={t('bom.itemsOf', { code: `${String(shown['code'])} ${String(shown['version'])}` })} onCancel={() => setShown(null)} destroyOnHidden>
          <LinesideList manifest={lesBomItemResource} entity="bomItem" fixed={{ bomId: String(shown['id']) }} />
        </Modal>
      )}
    </>
  );
}
