import type { ResourceGroup } from '@shopforge/contracts';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from './components/Link';
import { Loading } from './components/Notice';
import { canRead, useDashboard } from './context';
import { usePath } from './router';

interface PageDef {
  path: string;
  /** Matches `/orders/{id}`: the rest of the path is the page's `param`. */
  prefix?: boolean;
  title: string;
  /** Shown in the menu and opened only when the token may read this group. */
  group?: ResourceGroup;
  inMenu: boolean;
  page: LazyExoticComponent<ComponentType<{ param: string }>>;
}

// One chunk per page: the first load fetches only the shell and the page opened.
const PAGES: PageDef[] = [
  { path: '/', title: 'Overview', inMenu: true, page: lazy(() => import('./pages/Overview')) },
  {
    path: '/orders',
    title: 'Orders',
    group: 'orders',
    inMenu: true,
    page: lazy(() => import('./pages/Orders')),
  },
  {
    path: '/orders/',
    prefix: true,
    title: 'Order',
    group: 'orders',
    inMenu: false,
    page: lazy(() => import('./pages/OrderDetail')),
  },
  {
    path: '/invoices',
    title: 'Invoices',
    group: 'invoices',
    inMenu: true,
    page: lazy(() => import('./pages/Invoices')),
  },
  {
    path: '/products',
    title: 'Products',
    group: 'products',
    inMenu: true,
    page: lazy(() => import('./pages/Products')),
  },
  {
    path: '/customers',
    title: 'Customers',
    group: 'customers',
    inMenu: true,
    page: lazy(() => import('./pages/Customers')),
  },
  {
    path: '/keys',
    title: 'API keys',
    group: 'api_keys',
    inMenu: true,
    page: lazy(() => import('./pages/ApiKeys')),
  },
  {
    path: '/webhooks',
    title: 'Webhooks',
    group: 'webhooks',
    inMenu: true,
    page: lazy(() => import('./pages/Webhooks')),
  },
  {
    path: '/apps',
    title: 'OAuth apps',
    group: 'oauth_apps',
    inMenu: true,
    page: lazy(() => import('./pages/OauthApps')),
  },
  {
    path: '/members',
    title: 'Members',
    group: 'members',
    inMenu: true,
    page: lazy(() => import('./pages/Members')),
  },
  {
    path: '/security',
    title: 'Security',
    group: 'security',
    inMenu: true,
    page: lazy(() => import('./pages/Security')),
  },
  { path: '/account', title: 'Your account', inMenu: true, page: lazy(() => import('./pages/Account')) },
];

function match(path: string): { def: PageDef; param: string } | null {
  for (const def of PAGES) {
    if (def.prefix ? path.startsWith(def.path) && path.length > def.path.length : path === def.path) {
      return { def, param: def.prefix ? decodeURIComponent(path.slice(def.path.length)) : '' };
    }
  }
  return null;
}

export function Shell() {
  const { session, capabilities, signOut } = useDashboard();
  const path = usePath();
  const found = match(path.replace(/\/+$/, '') || '/');
  const allowed = found && (!found.def.group || canRead(capabilities, found.def.group));
  const mainRef = useRef<HTMLElement>(null);
  const first = useRef(true);

  // A new page: its title in the tab and focus at its start, as a page load would do.
  useEffect(() => {
    document.title = `${found?.def.title ?? 'Not found'} · ${session.shop.name} · Shopforge`;
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus();
  }, [found?.def.title, session.shop.name]);

  const Page = found?.def.page;
  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <div className="brand">
          <span className="shop">{session.shop.name}</span>
          <span className="who">
            {session.member.email} · {session.member.role}
          </span>
        </div>
        <button type="button" className="secondary" onClick={() => void signOut(false)}>
          Sign out
        </button>
      </header>
      <nav aria-label="Dashboard">
        <ul>
          {PAGES.filter((def) => def.inMenu && (!def.group || canRead(capabilities, def.group))).map(
            (def) => (
              <li key={def.path}>
                <Link to={def.path} aria-current={found?.def === def ? 'page' : undefined}>
                  {def.title}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      <main id="main" ref={mainRef} tabIndex={-1}>
        {Page && allowed ? (
          <Suspense fallback={<Loading what="the page" />}>
            <Page param={found.param} />
          </Suspense>
        ) : (
          <>
            <h1>{found ? 'Not allowed' : 'Page not found'}</h1>
            <p>
              {found
                ? `Your role (${session.member.role}) does not give access to ${found.def.title.toLowerCase()}.`
                : 'There is no such page in the dashboard.'}
            </p>
          </>
        )}
      </main>
    </>
  );
}
