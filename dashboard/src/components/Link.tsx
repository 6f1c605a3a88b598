import type { AnchorHTMLAttributes } from 'react';
import { href, navigate } from '../router';

/**
 * A link to another page of the dashboard: a real href (open in a new tab works), followed
 * without a reload on a plain click.
 */
export function Link({ to, ...anchor }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      {...anchor}
      href={href(to)}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
