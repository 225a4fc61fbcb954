import { describe, expect, it } from 'vitest';
import { closeLeft, closeOthers, closeRight, closeTab, neighbourOf, openTab } from './tabOps';

const home = '/dashboard/analysis';
const tabs = [home, '/a', '/b', '/c'];

describe('multi-tab operations', () => {
  it('opens a page once, with the home tab first', () => {
    expect(openTab([], '/a', home)).toEqual([home, '/a']);
    expect(openTab(tabs, '/b', home)).toEqual(tabs);
  });
  it('opens no tab for the root address the router passes through after sign-in', () => {
    expect(openTab([home], '/', home)).toEqual([home]);
  });
  it('refuses to close the home tab and the last tab', () => {
    expect(closeTab(tabs, home, home)).toBe('home');
    expect(closeTab(['/a'], '/a', home)).toBe('last');
    expect(closeTab(tabs, '/b', home)).toEqual([home, '/a', '/c']);
  });
  it('closes left, right and others but keeps home', () => {
    expect(closeLeft(tabs, '/b', home)).toEqual([home, '/b', '/c']);
    expect(closeRight(tabs, '/a', home)).toEqual([home, '/a']);
    expect(closeOthers(tabs, '/c', home)).toEqual([home, '/c']);
  });
  it('moves to the left neighbour after closing the active tab', () => {
    expect(neighbourOf(tabs, '/b', [home, '/a', '/c'])).toBe('/a');
    expect(neighbourOf(['/a', '/b'], '/a', ['/b'])).toBe('/b');
  });
});
