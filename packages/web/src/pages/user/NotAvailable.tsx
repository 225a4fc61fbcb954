import { LOGIN_PATH } from '@agvs/contract';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/** Self-registration and account alteration are not offered by this installation. */
export default function NotAvailable() {
  const { t } = useTranslation('login');
  useDocumentTitle(t('notAvailable.title'));
  return (
    <Result
      status="info"
      title={t('notAvailable.title')}
      subTitle={t('notAvailable.description')}
      extra={
        <Link to={LOGIN_PATH}>
          <Button type="primary">{t('backToLogin')}</Button>
        </Link>
      }
    />
  );
}
