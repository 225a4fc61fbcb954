import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Over a monitor signed in from a password in its address (SPEC §2 keeps that working): a password
 * in a URL ends up in browser history and proxy logs, so the console points to a board link.
 */
export function PasswordUrlWarning() {
  const { t } = useTranslation('publicScreens');
  return (
    <div className="ps-password-warning" data-testid="password-url-warning">
      <Alert type="warning" showIcon closable message={t('passwordWarning.title')} description={t('passwordWarning.text')} />
    </div>
  );
}
