import { LANGUAGES, type Language } from '@agvs/contract';
import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { authApi } from '../api/auth';
import { dictApi } from '../api/dict';
import { showFailure } from '../api/request';
import { changeLanguage, currentLanguage } from '../i18n';
import { markChosenBeforeSignIn } from '../i18n/language';
import { getSession, useSessionStore } from '../session/sessionStore';

/**
 * Before sign-in the language changes here at once; signed in, the server stores it for the user
 * and the page reloads so menus and dictionaries come back translated (SPEC §7).
 */
async function select(language: Language, failed: string): Promise<void> {
  const session = getSession();
  if (!session) {
    markChosenBeforeSignIn();
    changeLanguage(language);
    return;
  }
  try {
    await authApi.selectLanguage(language, session.userInfo.username);
  } catch (error) {
    showFailure(error, failed);
    return;
  }
  changeLanguage(language);
  // Cached dictionaries carry texts of the old language; the menu is loaded again after the reload.
  const dicts = await dictApi.all().catch(() => null);
  if (dicts) useSessionStore.getState().update({ dicts });
  window.location.reload();
}

export function LanguageSelect({ className }: { readonly className?: string }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [active],
        items: LANGUAGES.map((language) => ({
          key: language,
          label: <span data-testid={`lang-option-${language}`}>{t(`common:language.${language}`)}</span>,
        })),
        onClick: ({ key }) => void select(key as Language, t('common:language.changeFailed')),
      }}
    >
      <Button type="text" className={className} icon={<GlobalOutlined />} data-testid="lang-select" aria-label={t('common:language.label')}>
        {t(`common:language.${active}`)}
      </Button>
    </Dropdown>
  );
}
