import type { LicenceInfo } from '@agvs/contract';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../app/usePublicConfig';
import { useLicence } from './useLicence';

/** The warnings of a licence record, in the user's language (SPEC §4 insufficient vehicles; expiry). */
export function licenceWarnings(info: LicenceInfo, t: (key: string, options?: Record<string, unknown>) => string): string[] {
  const out: string[] = [];
  if (info.isAgvNumbersCheck === 1 && info.agvWarning) out.push(t('licence.insufficientAgvs', { registered: info.agvNumber, valid: info.isValidAgvNumber }));
  if (info.timeWarning) out.push(t('licence.expiring', { times: info.timeRemainingStr }));
  return out;
}

/** SPEC §2 header: while licence display is on, a scrolling red line carries the licence's warnings. */
export function LicenceWarning() {
  const { t } = useTranslation('layout');
  const display = usePublicConfig()?.licenseDisplay ?? false;
  const { data } = useLicence({ enabled: display, poll: display });
  const warnings = display && data ? licenceWarnings(data, t) : [];
  if (!warnings.length) return null;
  const text = warnings.join('  ·  ');
  return (
    <div className="agvs-licence-warning" role="alert" data-testid="licence-warning">
      <span className="agvs-licence-warning-text">{text}</span>
    </div>
  );
}
