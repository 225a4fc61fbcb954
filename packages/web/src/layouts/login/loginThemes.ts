import type { LoginTheme } from '@agvs/contract';
import type { LogoName } from '../../assets/logos';

/** Logo and colours of each login theme (SPEC §2); titles and brand names are in the locale files. */
export interface LoginThemeLook {
  readonly logo: LogoName;
  /** Background of the sign-in page. */
  readonly background: string;
  readonly accent: string;
}

export const LOGIN_THEME_LOOKS: Record<LoginTheme, LoginThemeLook> = {
  default: { logo: 'agvs', background: 'linear-gradient(135deg, #e8f1ff 0%, #f5f8fc 60%, #dbe9ff 100%)', accent: '#1677ff' },
  mushiny: { logo: 'mushiny', background: 'linear-gradient(135deg, #0b3d4c 0%, #0f8b8d 100%)', accent: '#0f8b8d' },
  jn: { logo: 'jn', background: 'linear-gradient(135deg, #0a3566 0%, #1766c2 100%)', accent: '#0e4c92' },
  SAIC: { logo: 'saic', background: 'linear-gradient(135deg, #00173f 0%, #00205b 70%, #3a0a18 100%)', accent: '#e4002b' },
  kuka: { logo: 'kuka', background: 'linear-gradient(135deg, #262626 0%, #4a4a4a 100%)', accent: '#f26b1d' },
  cubic: { logo: 'cubic', background: 'linear-gradient(135deg, #2f3136 0%, #5c5f66 100%)', accent: '#fab005' },
  aap: { logo: 'aap', background: 'linear-gradient(135deg, #002a52 0%, #0a5aa8 100%)', accent: '#003a70' },
  BHS: { logo: 'bhs', background: 'linear-gradient(135deg, #003866 0%, #0a6fc2 100%)', accent: '#004b87' },
  inspro: { logo: 'inspro', background: 'linear-gradient(135deg, #123d2e 0%, #1d6b4f 100%)', accent: '#1d6b4f' },
};
