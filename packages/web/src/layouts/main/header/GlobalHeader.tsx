import type { MenuPalette } from '../menuThemes';
import { HeaderActions } from './HeaderActions';

/**
 * Header beside the side menu on wide screens. ProLayout draws no header in its side layout, so the
 * console draws this one; with the top menu and on phones ProLayout's own header carries the actions.
 */
export function GlobalHeader({ palette, fixed, hidden }: { readonly palette: MenuPalette; readonly fixed: boolean; readonly hidden: boolean }) {
  const className = ['agvs-global-header', fixed && 'agvs-global-header-fixed', hidden && 'agvs-header-hidden']
    .filter(Boolean)
    .join(' ');
  return (
    <header className={className} style={{ background: palette.headerBg, color: palette.headerText }}>
      <HeaderActions mobile={false} />
    </header>
  );
}
