import { describe, expect, it } from 'vitest';
import {
  applySettingsChange,
  DEFAULT_LAYOUT_SETTINGS,
  effectiveMenuTheme,
  JD_PRIMARY_COLOR,
  parseLayoutSettings,
} from './layoutSettings';

describe('settings drawer rules (SPEC §2)', () => {
  it('choosing jd makes the primary colour red', () => {
    expect(applySettingsChange(DEFAULT_LAYOUT_SETTINGS, { menuTheme: 'jd' }).primaryColor).toBe(JD_PRIMARY_COLOR);
  });
  it('allows Fluid only with the top menu', () => {
    expect(applySettingsChange(DEFAULT_LAYOUT_SETTINGS, { contentWidth: 'Fluid' }).contentWidth).toBe('Fixed');
    const top = applySettingsChange(DEFAULT_LAYOUT_SETTINGS, { navMode: 'top', contentWidth: 'Fluid' });
    expect(top.contentWidth).toBe('Fluid');
    expect(applySettingsChange(top, { navMode: 'side' }).contentWidth).toBe('Fixed');
  });
  it('hides the header while scrolling only when it is fixed', () => {
    expect(applySettingsChange(DEFAULT_LAYOUT_SETTINGS, { autoHideHeader: true }).autoHideHeader).toBe(false);
    const fixed = applySettingsChange(DEFAULT_LAYOUT_SETTINGS, { fixedHeader: true, autoHideHeader: true });
    expect(fixed.autoHideHeader).toBe(true);
    expect(applySettingsChange(fixed, { fixedHeader: false }).autoHideHeader).toBe(false);
  });
  it('reads stored settings defensively', () => {
    expect(parseLayoutSettings('{broken')).toEqual(DEFAULT_LAYOUT_SETTINGS);
    const parsed = parseLayoutSettings(JSON.stringify({ menuTheme: 'kuka', primaryColor: 'red', multiTab: false }));
    expect(parsed.menuTheme).toBe('kuka');
    expect(parsed.primaryColor).toBe(DEFAULT_LAYOUT_SETTINGS.primaryColor);
    expect(parsed.multiTab).toBe(false);
  });
  it('keeps the menu theme within the offered list', () => {
    expect(effectiveMenuTheme('jd', ['dark', 'light'])).toBe('dark');
    expect(effectiveMenuTheme('light', ['dark', 'light'])).toBe('light');
  });
});
