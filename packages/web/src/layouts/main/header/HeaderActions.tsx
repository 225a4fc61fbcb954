import { Clock } from '../../../components/clock/Clock';
import { LanguageSelect } from '../../../components/LanguageSelect';
import { HelpLink } from './HelpLink';
import { LogoutLink } from './LogoutLink';
import { MenuSearch } from './MenuSearch';
import { NoticeBell } from './NoticeBell';
import { UserMenu } from './UserMenu';

/**
 * Everything on the right of the header (SPEC §2 "Header"). The clock gives way on phones and beside
 * the top menu, whose entries need the room.
 */
export function HeaderActions({ mobile, clock = true }: { readonly mobile: boolean; readonly clock?: boolean }) {
  return (
    <div className="agvs-header-actions">
      <MenuSearch mobile={mobile} />
      {clock && !mobile && <Clock className="agvs-header-clock" testId="header-clock" />}
      <NoticeBell />
      <HelpLink />
      <LanguageSelect />
      <UserMenu compact={mobile} />
      <LogoutLink compact={mobile} />
    </div>
  );
}
