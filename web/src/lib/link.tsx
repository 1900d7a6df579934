import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replaces the current entry of the history instead of adding one. */
  replace?: boolean;
  /** The history state of the entry the link makes (a sign-in's way back). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link within the storefront: an `<a>` whose address includes the page's
 * language (the router's basename), followed by the router on a plain click
 * and by the browser on any other (a new tab, a modified click).
 *
 * React Router's own `<Link>` also carries framework mode's prefetching
 * (`PrefetchPageLinks` and what it reads), which the shop never uses and a
 * bundler cannot drop while `<Link>` is imported: about 2 KB of every first
 * visit (docs/decisions/062-locales.md). This one is built from the router's
 * public hooks and does what the shop's links need.
 */
export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** A class, or one chosen by whether the link leads to the page shown. */
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active only on its own address, not on the addresses below it. */
  end?: boolean;
};

/**
 * A link of a navigation, marked `aria-current="page"` (and given its active
 * class) while the page shown is its own or, unless `end`, below it.
 */
export function NavLink({ className, end = false, to, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to).pathname;
  const isActive = pathname === target || (!end && target !== '/' && pathname.startsWith(target.endsWith('/') ? target : `${target}/`));
  return (
    <Link {...rest} to={to} className={typeof className === 'function' ? className({ isActive }) : className} aria-current={isActive ? 'page' : undefined} />
  );
}
