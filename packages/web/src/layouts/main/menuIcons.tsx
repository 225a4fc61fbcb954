import {
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  CarOutlined,
  ClusterOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  HomeOutlined,
  MonitorOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  TableOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icon names a menu entry may carry (meta.icon); unknown names show no icon. */
const ICONS: Readonly<Record<string, ReactNode>> = {
  apartment: <ApartmentOutlined />,
  appstore: <AppstoreOutlined />,
  'bar-chart': <BarChartOutlined />,
  bell: <BellOutlined />,
  car: <CarOutlined />,
  cluster: <ClusterOutlined />,
  dashboard: <DashboardOutlined />,
  database: <DatabaseOutlined />,
  environment: <EnvironmentOutlined />,
  'file-text': <FileTextOutlined />,
  home: <HomeOutlined />,
  monitor: <MonitorOutlined />,
  profile: <ProfileOutlined />,
  safety: <SafetyOutlined />,
  setting: <SettingOutlined />,
  table: <TableOutlined />,
  team: <TeamOutlined />,
  tool: <ToolOutlined />,
  user: <UserOutlined />,
};

export function menuIcon(name: string | null | undefined): ReactNode {
  return name ? ICONS[name] : undefined;
}
