import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser.js';
import { ADMIN_PASSWORD } from '../support/server.js';
import { signIn } from '../support/session.js';
import { useSuite } from '../support/suite.js';
import { waitForRoute } from '../support/ui.js';

const suite = useSuite();

const menu = (page: Page) => page.locator('.ant-layout-sider, .ant-pro-sider');

/** Menu title (zh_CN), route, and whether the demo site gives the page rows to list. */
const PAGES: readonly (readonly [string, string, boolean])[] = [
  ['AGV型号', '/agv/agvModel', true],
  ['AGV品牌', '/agv/agvBrand', false],
  ['AGV分组', '/agv/agvGroup', true],
  ['AGV分组类别', '/agv/agvGroupClass', false],
  ['AGV列表', '/agv/agv', true],
  ['异常字典', '/agv/agvErrorDict', true],
  ['异常记录', '/agv/agvErrorInfo', false],
  ['地图', '/agv/map', true],
  ['布局', '/agv/layout', true],
  ['站点', '/agv/station', true],
  ['路径段', '/agv/segment', true],
  ['区域', '/agv/zone', true],
  ['区域站点', '/agv/zoneStation', true],
  ['区域关系', '/agv/zoneRelationship', false],
  ['设备', '/agv/equipment', true],
  ['布局连接站点', '/agv/layoutLinkStation', false],
  ['车辆日志', '/agv/agvLog', false],
  ['站点动作', '/agv/stationAction', false],
  ['站点动作步骤', '/agv/stationActionStep', false],
  ['接口日志', '/agv/interfaceLog', false],
  ['时段', '/agv/period', false],
  ['空闲充电配置', '/agv/freeChargeConfig', false],
  ['任务锁定', '/agv/taskLock', false],
  ['车辆适配器', '/agv/adapter', false],
  ['设备适配器', '/agv/adapterEquipment', false],
  ['服务模块', '/agv/module', true],
  ['模块状态', '/agv/moduleStatus', true],
  ['模块状态项', '/agv/moduleStatusItem', false],
  ['模块状态日志', '/agv/moduleStatusLog', true],
  ['运输订单明细', '/agv/transorderDetail', false],
  ['运输订单路段', '/agv/transorderSegment', false],
  ['任务', '/agv/task', false],
];

describe('AGV pages of SPEC §2 in the console', () => {
  it('opens every AGV page from the menu, each listing what the server holds', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD);
    await waitForRoute(page, /#\/dashboard\/analysis/);
    await menu(page).getByText('AGV', { exact: true }).click();
    for (const [title, path, demoRows] of PAGES) {
      await menu(page).getByText(title, { exact: true }).click();
      await waitForRoute(page, new RegExp(`#${path}$`));
      const table = page.locator('.ant-table:visible').first();
      await table.waitFor();
      if (demoRows) {
        await expect.poll(() => table.locator('tbody tr.ant-table-row').count(), { timeout: 10_000, message: path }).toBeGreaterThan(0);
      }
    }
    await context.close();
  });
});
