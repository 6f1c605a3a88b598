import { useSyncExternalStore } from 'react';

/** Where the dashboard lives; its pages are paths under it, served as index.html by the gateway. */
export const BASE_PATH = '/dashboard';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/** The page's path below `/dashboard` (`/`, `/keys`, `/orders/abc`). */
function currentPath(): string {
  const path = window.location.pathname.slice(BASE_PATH.length) || '/';
  return path.startsWith('/') ? path : `/${path}`;
}

export function usePath(): string {
  return useSyncExternalStore(subscribe, currentPath);
}

export function navigate(path: string): void {
  window.history.pushState(null, '', `${BASE_PATH}${path === '/' ? '/' : path}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function href(path: string): string {
  return `${BASE_PATH}${path === '/' ? '/' : path}`;
}
