import { describe, expect, it } from 'vitest';
import { MENU_THEMES } from '@agvs/contract';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = loadConfig({}, '/srv/agvs');
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/agvs/data',
      databaseUrl: null,
      captcha: true,
      adminPassword: null,
      passwordComplexity: true,
      loginTheme: 'default',
      menuThemes: [...MENU_THEMES],
      logoLayoutId: null,
      helpUrl: null,
    });
    expect(config.webDist).toMatch(/packages\/web\/dist$/);
  });

  it('reads switches and lists', () => {
    const config = loadConfig(
      { PORT: '9000', CAPTCHA: 'off', PASSWORD_COMPLEXITY: 'OFF', MENU_THEMES: 'dark, jd', DATA_DIR: '/var/agvs', WEB_DIST: 'web' },
      '/srv',
    );
    expect(config).toMatchObject({ port: 9000, captcha: false, passwordComplexity: false, menuThemes: ['dark', 'jd'], dataDir: '/var/agvs', webDist: '/srv/web' });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ LOGIN_THEME: 'pink' })).toThrow(/LOGIN_THEME/);
    expect(() => loadConfig({ MENU_THEMES: 'dark,neon' })).toThrow(/MENU_THEMES/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
