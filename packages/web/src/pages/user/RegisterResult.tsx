import { LOGIN_PATH } from '@agvs/contract';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/** /user/register-result (SPEC §2): the application is in; an administrator decides. */
export default function RegisterResult() {
  const { t } = useTranslation('login');
  useDocumentTitle(t('account.resultTitle'));
  const [query] = useSearchParams();
  const username = query.get('username') ?? '';
  return (
    <Result
      status="success"
      title={t('account.resultTitle')}
      subTitle={<span data-testid="register-result">{t('account.resultText', { username })}</span>}
      extra={
        <Link to={LOGIN_PATH}>
          <Button type="primary">{t('backToLogin')}</Button>
        </Link>
      }
    />
  );
}
