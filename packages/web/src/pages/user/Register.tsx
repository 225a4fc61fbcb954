import { LOGIN_PATH, Patterns, type RegisterRequest } from '@agvs/contract';
import { Button, Form, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { accountApi } from '../../api/account';
import { showFailure } from '../../api/request';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { usePublicConfig } from '../../app/usePublicConfig';
import { CaptchaField } from './CaptchaField';
import { NewPasswordFields } from './NewPasswordFields';
import NotAvailable from './NotAvailable';
import { newCheckKey } from './newCheckKey';
import { useAccountOptions } from './useAccountOptions';

type RegisterForm = Omit<RegisterRequest, 'checkKey'>;

/** /user/register (SPEC §2): apply for an account; it waits for an administrator (docs/accounts.md). */
export default function Register() {
  const { t } = useTranslation('login');
  useDocumentTitle(t('account.registerTitle'));
  const options = useAccountOptions();
  const captcha = usePublicConfig()?.captcha ?? true;
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterForm>();
  const [checkKey, setCheckKey] = useState(newCheckKey);
  const [sending, setSending] = useState(false);
  if (options.isPending) return <Skeleton active />;
  if (!options.data?.registration) return <NotAvailable />;

  const refreshCaptcha = () => {
    setCheckKey(newCheckKey());
    form.setFieldValue('captcha', '');
  };
  const onFinish = async (values: RegisterForm) => {
    setSending(true);
    try {
      const result = await accountApi.register({ ...values, checkKey });
      navigate(`/user/register-result?username=${encodeURIComponent(result.username)}`, { replace: true });
    } catch (err) {
      showFailure(err, t('account.registerFailed'));
      refreshCaptcha();
    } finally {
      setSending(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values)} data-testid="register-form">
      <Typography.Title level={4}>{t('account.registerTitle')}</Typography.Title>
      <Form.Item name="username" label={t('username')} extra={t('account.usernameHint')} rules={[{ required: true, message: t('usernameRequired') }, { pattern: Patterns.username, message: t('account.usernameHint') }]}>
        <Input autoComplete="username" data-testid="register-username" />
      </Form.Item>
      <Form.Item name="realname" label={t('account.realname')} rules={[{ required: true, whitespace: true, message: t('account.realnameRequired') }]}>
        <Input autoComplete="name" data-testid="register-realname" />
      </Form.Item>
      <Form.Item name="email" label={t('account.email')} extra={t('account.emailHint')} rules={[{ required: true, message: t('account.emailRequired') }, { pattern: Patterns.email, message: t('account.emailInvalid') }]}>
        <Input autoComplete="email" data-testid="register-email" />
      </Form.Item>
      <Form.Item name="phone" label={t('account.phone')}>
        <Input autoComplete="tel" data-testid="register-phone" />
      </Form.Item>
      <NewPasswordFields />
      {captcha && (
        <Form.Item name="captcha" rules={[{ required: true, whitespace: true, message: t('captchaRequired') }]}>
          <CaptchaField checkKey={checkKey} onRefresh={refreshCaptcha} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block size="large" loading={sending} data-testid="register-submit">
        {t('account.registerSubmit')}
      </Button>
      <div style={{ marginTop: 12, textAlign: 'right' }}>
        <Link to={LOGIN_PATH}>{t('backToLogin')}</Link>
      </div>
    </Form>
  );
}
