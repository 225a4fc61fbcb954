import { HOME_PATH } from '@agvs/contract';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/**
 * Public map-monitor, kanban and customer client routes (SPEC §2). They stay public and reachable;
 * their screens come with the map monitor.
 */
export default function ArrivesLater() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('arrivesLater.title'));
  return (
    <Result
      status="info"
      title={t('arrivesLater.title')}
      subTitle={t('arrivesLater.description')}
      extra={
        <Link to={HOME_PATH}>
          <Button type="primary">{t('arrivesLater.toConsole')}</Button>
        </Link>
      }
    />
  );
}
