import { msgTemplateResource, Perm } from '@agvs/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceTable } from '../../../crud/ResourceTable';
import { usePermission } from '../../../session/usePermission';
import { SendTestModal } from './SendTestModal';

/** Message templates: the generic list plus "send test". */
export default function MessageTemplateList() {
  const { t } = useTranslation('notice');
  const can = usePermission();
  const [testing, setTesting] = useState<string | null>(null);
  return (
    <>
      <ResourceTable
        manifest={msgTemplateResource}
        title={t('templateTitle')}
        testId="msg-template-table"
        rowActions={(row) => [
          can(Perm.msgTemplateTest) && (
            <a key="test" data-testid="msg-template-test" onClick={() => setTesting(String(row['templateCode']))}>
              {t('sendTest.action')}
            </a>
          ),
        ]}
      />
      {testing && <SendTestModal templateCode={testing} onClose={() => setTesting(null)} />}
    </>
  );
}
