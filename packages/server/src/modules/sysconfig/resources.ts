import type { ServerResource } from '../../resources/definition.js';
import { addressServerResource } from './addressList.js';
import { categoryServerResource } from './categories.js';
import { checkRuleServerResource } from './checkRules.js';
import { dataRuleServerResource } from './dataRules.js';
import { dataSourceServerResource } from './dataSources.js';
import { departServerResource } from './departs.js';
import { deviceUserServerResource } from './deviceUsers.js';
import { fillRuleServerResource } from './fillRules.js';
import { gatewayRouteServerResource } from './gatewayRoutes.js';
import { languageServerResource } from './languages.js';
import { paramServerResource } from './params.js';
import { positionServerResource } from './positions.js';
import { tenantServerResource } from './tenants.js';

/** The generic resources of the system pages; `all` is every generic resource (data-rule targets). */
export function sysconfigResources(all: () => readonly ServerResource[]): ServerResource[] {
  return [
    departServerResource,
    positionServerResource,
    tenantServerResource,
    deviceUserServerResource,
    dataRuleServerResource(all),
    categoryServerResource,
    checkRuleServerResource,
    fillRuleServerResource,
    paramServerResource,
    languageServerResource,
    addressServerResource,
    gatewayRouteServerResource,
    dataSourceServerResource,
  ];
}
