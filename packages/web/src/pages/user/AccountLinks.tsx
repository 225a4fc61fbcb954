import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountOptions } from './useAccountOptions';

/** Under the sign-in form: "Create an account" and "Forgot password?", each only when the installation offers it. */
export function AccountLinks() {
  const { t } = useTranslation('login');
  const { data } = useAccountOptions();
  if (!data?.registration && !data?.recovery) return null;
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between' }}>
      {data.recovery ? (
        <Link to="/user/alteration" data-testid="login-forgot">
          {t('account.forgot')}
        </Link>
      ) : (
        <span />
      )}
      {data.registration && (
        <Link to="/user/register" data-testid="login-register">
          {t('account.register')}
        </Link>
      )}
    </Space>
  );
}
