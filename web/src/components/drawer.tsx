import type { ReactNode } from 'react';
import { Menu, X } from 'lucide-react';
import { useDrawer } from '../lib/use-drawer';
import './drawer.css';

type DrawerProps = {
  /** The menu button's name and the drawer's title ('Menu'). */
  title: string;
  /** The close button's name. */
  closeLabel: string;
  /** What the drawer holds under its title: the navigation. */
  children: ReactNode;
};

/**
 * A menu button and the modal drawer it opens from the left (the
 * storefront's navigation on a phone, the admin area's): lib/use-drawer.ts's
 * behaviour, so the focus moves in and stays there, Escape or a tap outside
 * closes it and gives the focus back to the button, the page behind does not
 * scroll, and choosing a page closes it.
 */
export function Drawer({ title, closeLabel, children }: DrawerProps) {
  const { open, show, close, drawerId, titleId, buttonRef, panelRef, onKeyDown } = useDrawer();
  return (
    <>
      <button ref={buttonRef} type="button" className="menu-button" aria-expanded={open} aria-controls={drawerId} aria-label={title} onClick={show}>
        <Menu aria-hidden="true" size={22} />
      </button>
      {open && (
        <div className="drawer" onKeyDown={onKeyDown}>
          <div className="drawer__backdrop" onClick={close} aria-hidden="true" />
          <div ref={panelRef} id={drawerId} className="drawer__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
            <div className="drawer__head">
              <h2 id={titleId} className="drawer__title">
                {title}
              </h2>
              <button type="button" className="drawer__close" aria-label={closeLabel} onClick={close}>
                <X aria-hidden="true" size={22} />
              </button>
            </div>
            {children}
          </div>
        </div>
      )}
    </>
  );
}
