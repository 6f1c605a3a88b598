import { Link } from '../components/Link';
import { useDashboard } from '../context';

const LINKS = [
  { path: '/orders', group: 'orders', text: 'Orders and invoices' },
  { path: '/products', group: 'products', text: 'Products and stock' },
  { path: '/customers', group: 'customers', text: 'Customers and wallets' },
  { path: '/keys', group: 'api_keys', text: 'API keys' },
  { path: '/webhooks', group: 'webhooks', text: 'Webhooks and deliveries' },
  { path: '/apps', group: 'oauth_apps', text: 'OAuth apps and installations' },
  { path: '/members', group: 'members', text: 'Members and roles' },
  { path: '/security', group: 'security', text: 'Security trail' },
] as const;

export default function Overview() {
  const { session, capabilities } = useDashboard();
  return (
    <>
      <h1>{session.shop.name}</h1>
      <p>
        Signed in as <strong>{session.member.email}</strong> ({session.member.role}). The dashboard acts
        through the Developer API with your role's scopes.
      </p>
      <ul className="link-grid">
        {LINKS.filter((link) => capabilities.readable.includes(link.group)).map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{link.text}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
