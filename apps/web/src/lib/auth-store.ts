import type { Role } from '@club-pulse/contracts/enums';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage.ts';

/** Claims of the token payload with their names shortened to the last path segment. */
export interface UserInfo {
  nameidentifier: string;
  name: string;
  emailaddress: string;
  role: Role;
  exp?: number;
  [claim: string]: unknown;
}

export function decodeUserInfo(token: string): UserInfo | null {
  try {
    const part = token.split('.')[1];
    if (part === undefined) return null;
    const json = decodeURIComponent(
      atob(part.replace(/-/g, '+').replace(/_/g, '/'))
        .split('')
        .map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
        .join(''),
    );
    const payload = JSON.parse(json) as Record<string, unknown>;
    const info: Record<string, unknown> = {};
    for (const [claim, value] of Object.entries(payload)) info[claim.split('/').pop() as string] = value;
    return info as UserInfo;
  } catch {
    return null;
  }
}

export interface AuthState {
  token: string | null;
  userInfo: UserInfo | null;
}

const listeners = new Set<() => void>();
let state: AuthState = read();

function read(): AuthState {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const userInfo = token ? decodeUserInfo(token) : null;
  if (!token || !userInfo || (userInfo.exp && userInfo.exp * 1000 < Date.now())) return { token: null, userInfo: null };
  return { token, userInfo };
}

export const authStore = {
  get: (): AuthState => state,
  setToken(token: string) {
    localStorage.setItem(STORAGE_KEYS.token, token);
    state = read();
    for (const l of listeners) l();
  },
  /** Re-reads storage (after it was cleared by a 401 or sign-out). */
  refresh() {
    state = read();
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get);
}

/** A role's home is named after the role in lower case followed by Home: appadminHome, userHome. */
export const ROLE_HOME: Record<Role, string> = { AppAdmin: '/admin', User: '/home' };
export const homeOf = (info: UserInfo | null) => (info ? (ROLE_HOME[info.role] ?? '/home') : '/login');
