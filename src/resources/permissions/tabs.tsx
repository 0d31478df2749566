import type { ComponentType } from 'react';
import { customerRowsConfig, shipperRowsConfig } from './rowsConfig';
import { EntityRowsTab } from './rows/EntityRowsTab';
import { FieldPermissionsForm } from './FieldPermissionsForm';
import { OverridesTab } from './OverridesTab';
import { SetTab } from './SetTab';
import { SpecialCodesTab } from './SpecialCodesTab';
import { TAB_DEFINITIONS, type TabDefinition, type TabKey } from './tabList';
import type { TabProps } from './types';

const CustomersTab = (props: TabProps) => <EntityRowsTab {...props} config={customerRowsConfig} />;
const ShippersTab = (props: TabProps) => <EntityRowsTab {...props} config={shipperRowsConfig} />;
const SwapTab = (props: TabProps) => <SetTab {...props} name="shipperswappermission" />;
const GroupsTab = (props: TabProps) => <SetTab {...props} name="grouppermission" />;
const FollowupTab = (props: TabProps) => <SetTab {...props} name="followupperm" />;

const COMPONENTS: Record<TabKey, ComponentType<TabProps>> = {
  overrides: OverridesTab,
  customers: CustomersTab,
  shippers: ShippersTab,
  swap: SwapTab,
  groups: GroupsTab,
  followup: FollowupTab,
  special: SpecialCodesTab,
  fields: FieldPermissionsForm,
};

export type PermissionTab = TabDefinition & { Component: ComponentType<TabProps> };

export const PERMISSION_TABS: readonly PermissionTab[] = TAB_DEFINITIONS.map((tab) => ({ ...tab, Component: COMPONENTS[tab.key] }));
