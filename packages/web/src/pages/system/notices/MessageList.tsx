import { messageResource } from '@agvs/contract';
import { useTranslation } from 'react-i18next';
import { ResourceTable } from '../../../crud/ResourceTable';

/** Messages sent from templates; failed ones are resent from the toolbar (generic resend). */
export default function MessageList() {
  const { t } = useTranslation('notice');
  return <ResourceTable manifest={messageResource} title={t('messageTitle')} testId="message-table" />;
}
