import { DEFAULT_LANGUAGE, isLanguage } from '@agvs/contract';
import { ProConfigProvider } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { PRO_INTL } from '../i18n/proIntl';
import { MainLayout } from '../layouts/main/MainLayout';
import { SessionGate } from '../layouts/main/SessionGate';

/**
 * The console after sign-in, loaded on first use: the session refreshed, then the main layout.
 * ProComponents are used only in here, so their locale provider is too.
 */
export default function SignedInShell() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <ProConfigProvider intl={PRO_INTL[language]}>
      <SessionGate>
        <MainLayout />
      </SessionGate>
    </ProConfigProvider>
  );
}
