import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { DEFAULT_LANGUAGE, isLanguage, MESSAGE_MAX_COUNT, NOTIFICATION_DURATION_S } from '@agvs/contract';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageTag } from '../i18n/language';
import { UI_LOCALES } from '../i18n/uiLocales';
import { useLayoutSettings } from '../layouts/main/settings/useLayoutSettings';
import { FeedbackBridge } from './FeedbackBridge';
import { queryClient } from './queryClient';

/**
 * Locale of antd and dayjs from the console language; theme colour from the user's settings.
 * ProComponents get theirs in the signed-in shell (router/SignedInShell), which alone uses them.
 */
export function AppProviders({ children }: { readonly children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const locales = UI_LOCALES[language];
  const { primaryColor, colorWeak } = useLayoutSettings((state) => state.settings);

  useEffect(() => {
    document.documentElement.lang = languageTag(language);
  }, [language]);
  useEffect(() => {
    document.documentElement.classList.toggle('agvs-color-weak', colorWeak);
  }, [colorWeak]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locales.antd} theme={{ token: { colorPrimary: primaryColor } }}>
        <AntApp message={{ maxCount: MESSAGE_MAX_COUNT }} notification={{ duration: NOTIFICATION_DURATION_S }}>
          <FeedbackBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
