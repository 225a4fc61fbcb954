import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../app/usePublicConfig';

/** Opens the installation's help document in a new tab; absent when none is configured. */
export function HelpLink() {
  const { t } = useTranslation('layout');
  const helpUrl = usePublicConfig()?.helpUrl;
  if (!helpUrl) return null;
  return (
    <Tooltip title={t('help')}>
      <Button
        type="text"
        icon={<QuestionCircleOutlined />}
        aria-label={t('help')}
        data-testid="help-link"
        onClick={() => window.open(helpUrl, '_blank', 'noopener')}
      />
    </Tooltip>
  );
}
