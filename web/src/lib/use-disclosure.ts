import { useEffect, useId, useRef, useState, type RefObject } from 'react';

export type Disclosure = {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  panelId: string;
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
};

/**
 * A button that shows and hides a panel (the user menu, the categories list):
 * a click outside the root or Escape closes it, Escape handing the focus back
 * to the button, as people expect of a dropdown.
 */
export function useDisclosure(): Disclosure {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

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

  return { open, setOpen, toggle: () => setOpen((wasOpen) => !wasOpen), panelId, rootRef, buttonRef };
}
