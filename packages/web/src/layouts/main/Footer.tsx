import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../app/usePublicConfig';

export function Footer() {
  const { t } = useTranslation('layout');
  const company = usePublicConfig()?.copyright.company;
  return (
    <footer className="agvs-footer">
      {t('footer', { years: `2016-${new Date().getFullYear()}`, company: company ?? '' })}
    </footer>
  );
}
