import { ProCard } from '@ant-design/pro-components';
import { Avatar, Descriptions, List, Skeleton, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../session/sessionStore';
import { useUserInfo } from './useUserInfo';

/** Account center: who the user is, and the tenants and departments they belong to. */
export default function Center() {
  const { t } = useTranslation('pages');
  const info = useUserInfo();
  const tenantId = useSessionStore((state) => state.session?.tenantId);
  if (!info.data) return <Skeleton active />;
  const { userInfo, tenantList, departs } = info.data;

  return (
    <ProCard gutter={[16, 16]} wrap ghost>
      <ProCard colSpan={{ xs: 24, lg: 10 }} title={t('center.profile')} data-testid="account-center">
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 16 }}>
          <Avatar size={64} src={userInfo.avatar || undefined} icon={<UserOutlined />} />
          <div>
            <h3 style={{ margin: 0 }}>{userInfo.realname || userInfo.username}</h3>
            <span style={{ color: 'rgba(0,0,0,0.45)' }}>{userInfo.username}</span>
          </div>
        </div>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('center.phone')}>{userInfo.phone || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('center.email')}>{userInfo.email || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('center.language')}>{t(`common:language.${userInfo.language}`)}</Descriptions.Item>
        </Descriptions>
      </ProCard>
      <ProCard colSpan={{ xs: 24, lg: 7 }} title={t('center.tenants')}>
        <List
          size="small"
          dataSource={tenantList}
          locale={{ emptyText: t('center.noTenants') }}
          renderItem={(tenant) => (
            <List.Item>
              {tenant.name}
              {tenant.id === tenantId && <Tag color="blue" style={{ marginInlineStart: 8 }}>{t('center.current')}</Tag>}
            </List.Item>
          )}
        />
      </ProCard>
      <ProCard colSpan={{ xs: 24, lg: 7 }} title={t('center.departs')}>
        <List
          size="small"
          dataSource={departs}
          locale={{ emptyText: t('center.noDeparts') }}
          renderItem={(depart) => (
            <List.Item>
              {depart.departName}
              {depart.orgCode === userInfo.orgCode && <Tag color="blue" style={{ marginInlineStart: 8 }}>{t('center.current')}</Tag>}
            </List.Item>
          )}
        />
      </ProCard>
    </ProCard>
  );
}
