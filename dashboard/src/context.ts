import type { Capabilities, ResourceGroup } from '@shopforge/contracts';
import { createContext, useContext } from 'react';
import type { DevApi } from './api/dev-api';
import type { SessionView } from './api/session';

export interface Dashboard {
  session: SessionView;
  api: DevApi;
  /** `GET /dev/v1/me/capabilities` for the session's token: what the page may show and do. */
  capabilities: Capabilities;
  signOut: (everywhere: boolean) => Promise<void>;
  /** After a change to the session itself (two-factor turned on or off). */
  reloadSession: () => Promise<void>;
}

export const DashboardContext = createContext<Dashboard | null>(null);

export function useDashboard(): Dashboard {
  const value = useContext(DashboardContext);
  if (!value) throw new Error('useDashboard outside the signed-in shell');
  return value;
}

export function canRead(capabilities: Capabilities, group: ResourceGroup): boolean {
  return capabilities.readable.includes(group);
}

export function canWrite(capabilities: Capabilities, group: ResourceGroup): boolean {
  return capabilities.writable.includes(group);
}

/** `const { read, write } = useAccess('api_keys')`. */
export function useAccess(group: ResourceGroup): { read: boolean; write: boolean } {
  const { capabilities } = useDashboard();
  return { read: canRead(capabilities, group), write: canWrite(capabilities, group) };
}
