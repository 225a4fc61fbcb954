import { useTranslation } from 'react-i18next';

/** Copyright line of the default theme: 2016 to the current year with the company link (SPEC §2). */
export function Copyright({ company, url }: { readonly company: string; readonly url: string }) {
  const { t } = useTranslation('login');
  const years = `2016-${new Date().getFullYear()}`;
  return (
    <footer className="agvs-login-copyright" data-testid="login-copyright">
      {t('copyright', { years })}{' '}
      {url ? (
        <a href={url} target="_blank" rel="noreferrer">
          {company}
        </a>
      ) : (
        company
      )}
    </footer>
  );
}
