import { LOGIN_PATH } from '@agvs/contract';
import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../app/feedback';
import { signOut } from '../../../session/signOut';

/** Log-out link; asks first, then ends the session and goes to the sign-in page (SPEC §2). */
export function LogoutLink({ compact }: { readonly compact: boolean }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const confirm = () =>
    feedback.modal.confirm({
      title: t('logout.title'),
      content: t('logout.confirm'),
      okText: t('common:ok'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        await signOut();
        navigate(LOGIN_PATH, { replace: true });
      },
    });
  return (
    <Button type="text" icon={<LogoutOutlined />} onClick={confirm} data-testid="logout">
      {compact ? null : t('logout.label')}
    </Button>
  );
}
