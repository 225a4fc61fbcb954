import { useTranslation } from 'react-i18next';
import { greetingBand } from './greeting';
import { useNow } from './useNow';

/** "Good morning, <name>" by the time bands of SPEC §2. */
export function Greeting({ name }: { readonly name: string }) {
  const { t } = useTranslation();
  const band = greetingBand(useNow().hour());
  return <span data-testid="greeting">{t(`common:greeting.${band}`, { name })}</span>;
}
