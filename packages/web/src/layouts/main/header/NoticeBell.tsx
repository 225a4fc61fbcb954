import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Notice bell (SPEC §2): 300 px popover with the announcement and system-message tabs. Messages
 * are not delivered yet, so the badge counts none.
 */
export function NoticeBell() {
  const { t } = useTranslation('layout');
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      overlayStyle={{ width: 300 }}
      content={
        <Tabs
          size="small"
          items={[
            { key: 'announcements', label: t('notice.announcements'), children: empty },
            { key: 'system', label: t('notice.system'), children: empty },
          ]}
        />
      }
    >
      <Button type="text" aria-label={t('notice.title')} data-testid="notice-bell">
        <Badge count={0} size="small">
          <BellOutlined className="agvs-header-icon" />
        </Badge>
      </Button>
    </Popover>
  );
}
