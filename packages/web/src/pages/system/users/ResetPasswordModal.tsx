import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../../../api/admin';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';

/** An administrator sets a user's password (SPEC §5 password rules; the server checks complexity). */
export function ResetPasswordModal({ username, onClose }: { readonly username: string; readonly onClose: () => void }) {
  const { t } = useTranslation(['system', 'crud']);
  return (
    <ModalForm<{ password: string; confirmpassword: string }>
      title={t('system:user.resetPasswordOf', { username })}
      open
      width={450}
      modalProps={{ destroyOnClose: true }}
      onOpenChange={(open) => !open && onClose()}
      onFinish={async (values) => {
        try {
          await adminApi.changePassword({ username, ...values });
          feedback.message.success(t('crud:saved'));
          onClose();
          return true;
        } catch (err) {
          showFailure(err, t('crud:saveFailed'));
          return false;
        }
      }}
    >
      <ProFormText.Password name="password" label={t('system:user.newPassword')} rules={[{ required: true, message: t('system:user.passwordRequired') }]} />
      <ProFormText.Password
        name="confirmpassword"
        label={t('system:user.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('system:user.passwordRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (value && value !== getFieldValue('password')) throw new Error(t('system:user.passwordMismatch'));
            },
          }),
        ]}
      />
    </ModalForm>
  );
}
