import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, LogOut, ReceiptText, UserRound } from 'lucide-react';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from '../app/paths';
import { logout } from '../lib/session';
import './user-menu.css';

/**
 * Spec §2: the signed-in user's name as a button that opens and closes a
 * small panel with Order History and Logout. A disclosure rather than an ARIA
 * menu: two ordinary controls need no arrow-key model.
 */
export function UserMenu({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Close on a click elsewhere or Escape, as people expect of a dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <UserRound className="user-menu__avatar" aria-hidden="true" size={20} />
        <span className="user-menu__name">{name}</span>
        <ChevronDown className="user-menu__chevron" aria-hidden="true" size={16} />
      </button>
      <ul id={panelId} className="user-menu__panel" hidden={!open}>
        <li>
          <Link className="user-menu__item" to={paths.orderHistory()} onClick={() => setOpen(false)}>
            <ReceiptText aria-hidden="true" size={18} />
            {MESSAGES.orderHistory}
          </Link>
        </li>
        <li>
          <button type="button" className="user-menu__item" onClick={logout}>
            <LogOut aria-hidden="true" size={18} />
            {MESSAGES.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}
