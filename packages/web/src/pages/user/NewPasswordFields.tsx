import { isComplexPassword } from '@agvs/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../app/usePublicConfig';

/** A new password and its repetition, with the installation's complexity rule (registration, recovery). */
export function NewPasswordFields() {
  const { t } = useTranslation(['login', 'settings']);
  const complexity = usePublicConfig()?.passwordComplexity ?? true;
  return (
    <>
      <Form.Item
        name="password"
        label={t('settings:password.new')}
        extra={complexity ? t('settings:password.complexityHint') : undefined}
        rules={[
          { required: true, message: t('settings:password.empty') },
          { validator: (_, value: string | undefined) => (!complexity || !value || isComplexPassword(value) ? Promise.resolve() : Promise.reject(new Error(t('settings:password.complexity')))) },
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="account-password" />
      </Form.Item>
      <Form.Item
        name="confirmpassword"
        label={t('settings:password.confirm')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('settings:password.empty') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => (!value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('settings:password.mismatch')))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="account-confirm" />
      </Form.Item>
    </>
  );
}
