import { isComplexPassword } from '@agvs/contract';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../api/auth';
import type { Credentials } from '../api/request';
import { showFailure } from '../api/request';
import { feedback } from '../app/feedback';
import { usePublicConfig } from '../app/usePublicConfig';
import { testId } from './testId';

interface PasswordForm {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export interface PasswordModalProps {
  readonly open: boolean;
  readonly username: string | undefined;
  /** A first password must be replaced before anything else: no way to close the dialog. */
  readonly forced?: boolean;
  /** For the forced change during sign-in, before the session is stored. */
  readonly credentials?: Credentials;
  readonly onDone: () => void;
  readonly onCancel?: () => void;
}

/** Password change (SPEC §5): old, new (complexity rule when the installation asks for it), confirmation. */
export function PasswordModal({ open, username, forced = false, credentials, onDone, onCancel }: PasswordModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordForm>();
  const [saving, setSaving] = useState(false);
  const complexity = usePublicConfig()?.passwordComplexity ?? true;

  const submit = async () => {
    if (!username) {
      feedback.message.warning(t('settings:password.noUser'));
      return;
    }
    let values: PasswordForm;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    setSaving(true);
    try {
      await authApi.updatePassword({ username, ...values }, credentials);
      feedback.message.success(t('settings:password.changed'));
      form.resetFields();
      onDone();
    } catch (error) {
      showFailure(error, t('settings:password.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(forced ? 'settings:password.forcedTitle' : 'settings:password.title')}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      onOk={() => void submit()}
      onCancel={forced ? undefined : onCancel}
      confirmLoading={saving}
      closable={!forced}
      maskClosable={false}
      keyboard={!forced}
      cancelButtonProps={forced ? { style: { display: 'none' } } : undefined}
      okButtonProps={testId('password-submit')}
      destroyOnHidden
      modalRender={(node) => <div data-testid="password-modal">{node}</div>}
    >
      {forced && <p>{t('settings:password.forcedHint')}</p>}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="oldpassword"
          label={t('settings:password.old')}
          rules={[{ required: true, message: t('settings:password.empty') }]}
        >
          <Input.Password autoComplete="current-password" data-testid="password-old" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('settings:password.new')}
          extra={complexity ? t('settings:password.complexityHint') : undefined}
          dependencies={['oldpassword']}
          rules={[
            { required: true, message: t('settings:password.empty') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value !== getFieldValue('oldpassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('settings:password.unchanged'))),
            }),
            {
              validator: (_, value: string | undefined) =>
                !complexity || !value || isComplexPassword(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('settings:password.complexity'))),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="password-new" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('settings:password.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('settings:password.empty') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('settings:password.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="password-confirm" onPressEnter={() => void submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
