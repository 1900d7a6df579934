import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { FOCUSABLE, trapTab } from './focus-trap';

export type Drawer = {
  open: boolean;
  /** Opens it on the page on screen: choosing a page (or Back) closes it. */
  show: () => void;
  /** Closes it and gives the focus back to the menu button. */
  close: () => void;
  drawerId: string;
  titleId: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  /** On the drawer's root: Escape closes it, Tab stays inside it. */
  onKeyDown: (event: ReactKeyboardEvent<HTMLDivElement>) => void;
};

/**
 * A menu button's modal drawer (the storefront's navigation on a phone, the
 * admin area's): open on the page it was opened on, the focus moved into
 * it and kept there, the page behind it not scrolling, Escape closing it.
 */
export function useDrawer(): Drawer {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const drawerId = useId();
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpenOn(null);
    buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    trapTab(event, panelRef.current);
  };

  return { open, show: () => setOpenOn(pathname), close, drawerId, titleId, buttonRef, panelRef, onKeyDown };
}
