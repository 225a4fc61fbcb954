import type { MenuRoute } from '@agvs/contract';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IFRAME_COMPONENT, opensNewWindow, searchableEntries } from '../../../router/menuTree';
import { useSessionStore } from '../../../session/sessionStore';

/** Header menu search (SPEC §2): visible pages; external and embedded ones open in a new tab. */
export function MenuSearch({ mobile }: { readonly mobile: boolean }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const menu = useSessionStore((state) => state.session?.permissions.menu);
  const entries = useMemo(() => searchableEntries(menu ?? []), [menu]);
  const [modalOpen, setModalOpen] = useState(false);

  const go = (path: string) => {
    const entry = entries.find((candidate) => candidate.path === path);
    if (!entry) return;
    setModalOpen(false);
    if ((opensNewWindow(entry) || entry.component === IFRAME_COMPONENT) && entry.meta.url) {
      window.open(entry.meta.url, '_blank', 'noopener');
    } else {
      navigate(entry.path);
    }
  };

  const select = (testId: string, autoFocus = false) => (
    <Select<string>
      showSearch
      autoFocus={autoFocus}
      value={null}
      placeholder={t('menuSearch')}
      className="agvs-menu-search"
      popupMatchSelectWidth={false}
      optionFilterProp="label"
      options={entries.map((entry: MenuRoute) => ({ value: entry.path, label: entry.meta.title }))}
      onChange={go}
      data-testid={testId}
      notFoundContent={t('menuSearchEmpty')}
    />
  );

  if (!mobile) return select('menu-search');
  return (
    <>
      <Button type="text" icon={<SearchOutlined />} onClick={() => setModalOpen(true)} aria-label={t('menuSearch')} data-testid="menu-search" />
      <Modal open={modalOpen} title={t('menuSearch')} footer={null} onCancel={() => setModalOpen(false)} destroyOnHidden>
        {select('menu-search-input', true)}
      </Modal>
    </>
  );
}
