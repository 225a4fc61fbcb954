import { stationActionResource, stationActionStepResource } from '@agvs/contract';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '../../../crud/resourceApi';
import { RecordList } from './RecordList';

/** Station actions; each row opens its steps, in order, where steps are added to that action. */
export default function StationActionList() {
  const { t } = useTranslation('agvRecords');
  const [shown, setShown] = useState<ResourceRow | null>(null);
  return (
    <>
      <RecordList
        manifest={stationActionResource}
        entity="stationAction"
        rowActions={(row) => [
          <a key="steps" data-testid="station-action-steps" onClick={() => setShown(row)}>
            {t('stationAction.steps')}
          </a>,
        ]}
      />
      {shown && (
        <Modal open width={1200} footer={null} title={t('stationAction.stepsOf', { code: shown['actionCode'] })} onCancel={() => setShown(null)} destroyOnHidden>
          <RecordList manifest={stationActionStepResource} entity="stationActionStep" fixed={{ actionId: String(shown['id']) }} />
        </Modal>
      )}
    </>
  );
}
