import { HOME_PATH } from '@agvs/contract';
import { Dropdown, Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { feedback } from '../../../app/feedback';
import { usePageTitle } from '../usePageTitle';
import { closeLeft, closeOthers, closeRight, closeTab, neighbourOf } from './tabOps';
import { useTabsStore } from './tabsStore';

type TabAction = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers';

/**
 * Multi-tab mode (SPEC §2): one tab per opened page with a right-click menu. Every tab shows its close
 * button; closing the home tab or the last one is refused with a message.
 */
export function MultiTabs() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const title = usePageTitle();
  const { tabs, open, replace, reload } = useTabsStore();

  useEffect(() => open(pathname), [open, pathname]);

  /** Applies a new tab list, moving to a neighbour when the current page's tab went away. */
  const apply = (next: string[], closed: string) => {
    replace(next);
    if (!next.includes(pathname)) navigate(neighbourOf(tabs, closed, next) ?? HOME_PATH);
  };

  const close = (path: string) => {
    const next = closeTab(tabs, path, HOME_PATH);
    if (next === 'home') feedback.message.warning(t('tabs.homeCannotClose'));
    else if (next === 'last') feedback.message.warning(t('tabs.lastCannotClose'));
    else apply(next, path);
  };

  const act = (action: TabAction, path: string) => {
    if (action === 'refresh') {
      if (path !== pathname) navigate(path);
      reload(path);
      return;
    }
    const ops = { closeLeft, closeRight, closeOthers };
    const next = ops[action](tabs, path, HOME_PATH);
    replace(next);
    if (!next.includes(pathname)) navigate(path);
  };

  return (
    <Tabs
      className="agvs-tabs"
      data-testid="tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={pathname}
      onChange={(path) => navigate(path)}
      onEdit={(path, action) => action === 'remove' && typeof path === 'string' && close(path)}
      items={tabs.map((path) => ({
        key: path,
        label: (
          <Dropdown
            trigger={['contextMenu']}
            menu={{
              items: [
                { key: 'refresh', label: <span data-testid="tab-menu-refresh">{t('tabs.refresh')}</span> },
                { key: 'closeLeft', label: <span data-testid="tab-menu-close-left">{t('tabs.closeLeft')}</span> },
                { key: 'closeRight', label: <span data-testid="tab-menu-close-right">{t('tabs.closeRight')}</span> },
                { key: 'closeOthers', label: <span data-testid="tab-menu-close-others">{t('tabs.closeOthers')}</span> },
              ],
              onClick: ({ key }) => act(key as TabAction, path),
            }}
          >
            <span data-testid={`tab-${path}`}>{title(path)}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
