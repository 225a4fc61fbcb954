import { LOGIN_PATH } from '@agvs/contract';
import { Alert, Button, Form, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { accountApi } from '../../api/account';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { usePublicConfig } from '../../app/usePublicConfig';
import { CaptchaField } from './CaptchaField';
import { NewPasswordFields } from './NewPasswordFields';
import NotAvailable from './NotAvailable';
import { newCheckKey } from './newCheckKey';
import { useAccountOptions } from './useAccountOptions';

/**
 * /user/alteration (SPEC §2): a forgotten password. First the user name (and a captcha): a code
 * goes to the account's e-mail; then the code and the new password (docs/accounts.md).
 */
export default function Alteration() {
  const { t } = useTranslation('login');
  useDocumentTitle(t('account.recoveryTitle'));
  const options = useAccountOptions();
  const captcha = usePublicConfig()?.captcha ?? true;
  const navigate = useNavigate();
  const [username, setUsername] = useState<string | null>(null);
  const [checkKey, setCheckKey] = useState(newCheckKey);
  const [sending, setSending] = useState(false);
  const [askForm] = Form.useForm<{ username: string; captcha: string }>();
  if (options.isPending) return <Skeleton active />;
  if (!options.data?.recovery) return <NotAvailable />;

  const ask = async (values: { username: string; captcha: string }) => {
    setSending(true);
    try {
      await accountApi.recoveryRequest({ ...values, checkKey });
      setUsername(values.username.trim());
    } catch (err) {
      showFailure(err, t('account.recoveryFailed'));
      setCheckKey(newCheckKey());
      askForm.setFieldValue('captcha', '');
    } finally {
      setSending(false);
    }
  };
  const reset = async (values: { code: string; password: string; confirmpassword: string }) => {
    setSending(true);
    try {
      await accountApi.recoveryReset({ username: username!, ...values });
      feedback.message.success(t('account.recoveryDone'));
      navigate(LOGIN_PATH, { replace: true });
    } catch (err) {
      showFailure(err, t('account.recoveryFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div data-testid="recovery">
      <Typography.Title level={4}>{t('account.recoveryTitle')}</Typography.Title>
      {username === null ? (
        <Form form={askForm} layout="vertical" onFinish={(values) => void ask(values)}>
          <Form.Item name="username" label={t('username')} rules={[{ required: true, whitespace: true, message: t('usernameRequired') }]}>
            <Input autoComplete="username" data-testid="recovery-username" />
          </Form.Item>
          {captcha && (
            <Form.Item name="captcha" rules={[{ required: true, whitespace: true, message: t('captchaRequired') }]}>
              <CaptchaField checkKey={checkKey} onRefresh={() => setCheckKey(newCheckKey())} />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block size="large" loading={sending} data-testid="recovery-send">
            {t('account.sendCode')}
          </Button>
        </Form>
      ) : (
        <Form layout="vertical" onFinish={(values) => void reset(values)}>
          <Alert type="info" showIcon message={t('account.codeSent')} style={{ marginBottom: 16 }} data-testid="recovery-sent" />
          <Form.Item name="code" label={t('account.code')} rules={[{ required: true, pattern: /^\d{6}$/, message: t('account.codeHint') }]}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} data-testid="recovery-code" />
          </Form.Item>
          <NewPasswordFields />
          <Button type="primary" htmlType="submit" block size="large" loading={sending} data-testid="recovery-submit">
            {t('account.setPassword')}
          </Button>
        </Form>
      )}
      <div style={{ marginTop: 12, textAlign: 'right' }}>
        <Link to={LOGIN_PATH}>{t('backToLogin')}</Link>
      </div>
    </div>
  );
}
