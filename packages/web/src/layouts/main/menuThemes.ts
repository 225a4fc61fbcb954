import type { MenuTheme } from '@agvs/contract';
import type { LogoName } from '../../assets/logos';

/** Colours of the side menu and header, and the logo, for each menu theme (SPEC §2). */
export interface MenuPalette {
  /** Light text on a dark menu. */
  readonly dark: boolean;
  readonly siderBg: string;
  /** Selected entry background; 'primary' follows the theme colour, 'tint' a pale version of it. */
  readonly selectedBg: string;
  readonly headerBg: string;
  readonly headerText: string;
  readonly logo: LogoName;
}

const whiteHeader = { headerBg: '#ffffff', headerText: 'rgba(0,0,0,0.88)' };

export const MENU_PALETTES: Record<MenuTheme, MenuPalette> = {
  dark: { dark: true, siderBg: '#001529', selectedBg: 'primary', ...whiteHeader, logo: 'agvs' },
  light: { dark: false, siderBg: '#ffffff', selectedBg: 'tint', ...whiteHeader, logo: 'agvs' },
  phoenix: { dark: true, siderBg: '#2a1f3d', selectedBg: '#ff7a1a', headerBg: '#3a2b54', headerText: '#ffffff', logo: 'phoenix' },
  jd: { dark: true, siderBg: '#2b2b2b', selectedBg: 'primary', headerBg: '#e1251b', headerText: '#ffffff', logo: 'jd' },
  mushiny: { dark: true, siderBg: '#0b3d4c', selectedBg: '#0f8b8d', ...whiteHeader, logo: 'mushiny' },
  cubic: { dark: true, siderBg: '#2f3136', selectedBg: '#5c5f66', headerBg: '#ffd43b', headerText: '#2f3136', logo: 'cubic' },
  aap: { dark: true, siderBg: '#002a52', selectedBg: '#0a5aa8', headerBg: '#003a70', headerText: '#ffffff', logo: 'aap' },
  inspro: { dark: true, siderBg: '#123d2e', selectedBg: '#1d6b4f', ...whiteHeader, logo: 'inspro' },
  jn: { dark: true, siderBg: '#0a3566', selectedBg: '#1766c2', headerBg: '#0e4c92', headerText: '#ffffff', logo: 'jn' },
  SAIC: { dark: true, siderBg: '#00173f', selectedBg: '#e4002b', headerBg: '#00205b', headerText: '#ffffff', logo: 'saic' },
  kuka: { dark: true, siderBg: '#262626', selectedBg: '#f26b1d', ...whiteHeader, logo: 'kuka' },
  BHS: { dark: true, siderBg: '#003866', selectedBg: '#0a6fc2', headerBg: '#004b87', headerText: '#ffffff', logo: 'bhs' },
};

/** A colour at 12% over white, for the selected entry of light menus. */
function tint(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255},${(value >> 8) & 255},${value & 255},0.12)`;
}

/** ProLayout design tokens for a palette and the chosen theme colour. */
export function layoutToken(palette: MenuPalette, primary: string) {
  const text = palette.dark ? 'rgba(255,255,255,0.72)' : 'rgba(0,0,0,0.88)';
  const strong = palette.dark ? '#ffffff' : primary;
  const selectedBg =
    palette.selectedBg === 'primary' ? primary : palette.selectedBg === 'tint' ? tint(primary) : palette.selectedBg;
  const headerOnColour = palette.headerBg !== '#ffffff';
  return {
    bgLayout: '#f0f2f5',
    sider: {
      colorMenuBackground: palette.siderBg,
      colorTextMenu: text,
      colorTextMenuSecondary: text,
      colorTextMenuTitle: palette.dark ? '#ffffff' : 'rgba(0,0,0,0.88)',
      colorTextMenuActive: strong,
      colorTextMenuItemHover: strong,
      colorTextMenuSelected: palette.dark ? '#ffffff' : primary,
      colorTextSubMenuSelected: strong,
      colorBgMenuItemSelected: selectedBg,
      colorBgMenuItemHover: palette.dark ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.04)',
      colorBgMenuItemCollapsedElevated: palette.siderBg,
      colorMenuItemDivider: palette.dark ? 'rgba(255,255,255,0.15)' : 'rgba(0,0,0,0.06)',
      colorTextCollapsedButton: text,
      colorTextCollapsedButtonHover: strong,
      colorBgCollapsedButton: palette.dark ? palette.siderBg : '#ffffff',
    },
    header: {
      colorBgHeader: palette.headerBg,
      colorBgScrollHeader: palette.headerBg,
      colorHeaderTitle: palette.headerText,
      colorTextMenu: palette.headerText,
      colorTextMenuSecondary: palette.headerText,
      colorTextMenuActive: headerOnColour ? '#ffffff' : primary,
      colorTextMenuSelected: headerOnColour ? '#ffffff' : primary,
      colorBgMenuItemSelected: headerOnColour ? 'rgba(255,255,255,0.18)' : tint(primary),
      colorBgMenuItemHover: headerOnColour ? 'rgba(255,255,255,0.12)' : 'rgba(0,0,0,0.04)',
      colorTextRightActionsItem: palette.headerText,
      colorBgRightActionsItemHover: headerOnColour ? 'rgba(255,255,255,0.12)' : 'rgba(0,0,0,0.04)',
    },
  };
}
