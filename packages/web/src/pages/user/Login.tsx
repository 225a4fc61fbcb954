import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePublicConfig } from '../../app/usePublicConfig';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { DepartSelectModal } from '../../components/DepartSelectModal';
import { PasswordModal } from '../../components/PasswordModal';
import { redirectTarget } from '../../router/redirectTarget';
import { AccountLinks } from './AccountLinks';
import { CaptchaField } from './CaptchaField';
import { newCheckKey } from './newCheckKey';
import { credentialsOf, useSignIn, type LoginForm } from './useSignIn';

export default function Login() {
  const { t } = useTranslation('login');
  useDocumentTitle(t('pageTitle'));
  const config = usePublicConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<LoginForm>();
  const [checkKey, setCheckKey] = useState(newCheckKey);
  const refreshCaptcha = () => {
    setCheckKey(newCheckKey());
    form.setFieldValue('captcha', '');
  };
  const { step, submitting, submit, passwordChanged, departChosen } = useSignIn(() =>
    navigate(redirectTarget(location.search), { replace: true }),
  );

  const onFinish = async (values: LoginForm) => {
    const ok = await submit(values, config?.captcha ? checkKey : '');
    if (!ok && config?.captcha) refreshCaptcha();
  };

  return (
    <>
      <Form form={form} size="large" onFinish={(values) => void onFinish(values)} autoComplete="on">
        <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('usernameRequired') }]}>
          <Input prefix={<UserOutlined />} placeholder={t('username')} autoComplete="username" data-testid="login-username" />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('passwordRequired') }]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('password')}
            autoComplete="current-password"
            data-testid="login-password"
          />
        </Form.Item>
        {config?.captcha && (
          <Form.Item name="captcha" rules={[{ required: true, whitespace: true, message: t('captchaRequired') }]}>
            <CaptchaField checkKey={checkKey} onRefresh={refreshCaptcha} />
          </Form.Item>
        )}
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
            {t('submit')}
          </Button>
        </Form.Item>
        <AccountLinks />
      </Form>
      {step.kind === 'password' && (
        <PasswordModal
          open
          forced
          username={step.pending.userInfo.username}
          credentials={credentialsOf(step.pending)}
          onDone={() => void passwordChanged(step.pending)}
        />
      )}
      {step.kind === 'depart' && (
        <DepartSelectModal
          open
          required
          tenants={step.pending.result.tenantList}
          departs={step.pending.result.departs}
          initial={{ tenantId: step.pending.tenantId, orgCode: step.pending.userInfo.orgCode }}
          onSubmit={({ tenantId, orgCode }) => departChosen(step.pending, tenantId, orgCode)}
        />
      )}
    </>
  );
}
