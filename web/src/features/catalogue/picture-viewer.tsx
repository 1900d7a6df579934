import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import type { ImageSet } from '@chitra/contract/catalogue';
import { trapTab } from '../../lib/focus-trap';
import { useFormat } from '../../lib/format';
import { useMessages } from '../../i18n/i18n';
import { UNZOOMED, ZOOM_STEP, ZoomImage, useMaxZoom, zoomAt, type ZoomView } from './zoom-image';
import './picture-viewer.css';

type PictureViewerProps = {
  /** The product's pictures (a pack's several), as the page shows them: watermarked previews. */
  images: ImageSet[];
  /** The picture it opens on. */
  startIndex: number;
  title: string;
  /** Given the picture on screen when it closes, so the page can show the same one. */
  onClose: (index: number) => void;
};

/**
 * The product's pictures full screen (decision 048): a modal dialog that takes
 * the focus and keeps it; Escape closes it, the arrow keys (or a swipe, or
 * the side buttons) move between a pack's pictures, + and - (or the buttons,
 * a pinch, a double tap or click) zoom, a drag pans. The page gives the focus
 * back to its opener when it closes. Loaded only when first opened.
 */
export function PictureViewer({ images, startIndex, title, onClose }: PictureViewerProps) {
  const t = useMessages('product');
  const format = useFormat();
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, startIndex), count - 1));
  const [view, setView] = useState<ZoomView>(UNZOOMED);
  const maxScale = useMaxZoom();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // A narrower window lowers the most (docs/spec.md §2): the view shrinks to it.
  const ratio = Math.min(1, maxScale / view.scale);
  const shown: ZoomView = ratio < 1 ? { scale: maxScale, x: view.x * ratio, y: view.y * ratio } : view;
  const image = images[index];

  useEffect(() => {
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const close = () => onClose(index);
  const move = (step: 1 | -1) => {
    if (count < 2) return;
    setIndex((i) => (i + step + count) % count);
    setView(UNZOOMED);
  };
  const zoomBy = (delta: number) => setView(zoomAt(shown, shown.scale + delta, { x: 0, y: 0 }, stageBox(dialogRef.current), maxScale));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const handled = (action: () => void) => {
      event.preventDefault();
      event.stopPropagation();
      action();
    };
    switch (event.key) {
      case 'Escape':
        return handled(close);
      case 'ArrowRight':
        return handled(() => move(1));
      case 'ArrowLeft':
        return handled(() => move(-1));
      case '+':
      case '=':
        return handled(() => zoomBy(ZOOM_STEP));
      case '-':
      case '_':
        return handled(() => zoomBy(-ZOOM_STEP));
      case '0':
        return handled(() => setView(UNZOOMED));
      case 'Tab':
        return trapTab(event, dialogRef.current);
      default:
        return undefined;
    }
  }

  if (image === undefined) return null;
  const atMost = shown.scale >= maxScale;
  const atLeast = shown.scale <= 1;
  return createPortal(
    <div ref={dialogRef} className="picture-viewer" role="dialog" aria-modal="true" aria-label={t('fullScreen', { title })} onKeyDown={onKeyDown}>
      <div className="picture-viewer__bar">
        <p className="picture-viewer__count" aria-live="polite">
          {count > 1 ? t('pictureOf', { index: format.number(index + 1), count: format.number(count) }) : ''}
        </p>
        <div className="picture-viewer__tools">
          {/* aria-disabled, not disabled: a button that refuses keeps the focus (a disabled one drops it to the page). */}
          <button type="button" className="picture-viewer__button" aria-label={t('zoomOut')} aria-disabled={atLeast} onClick={() => zoomBy(-ZOOM_STEP)}>
            <ZoomOut aria-hidden="true" size={20} />
          </button>
          <span className="picture-viewer__level">{`${format.number(Math.round(shown.scale * 100))}%`}</span>
          <button type="button" className="picture-viewer__button" aria-label={t('zoomIn')} aria-disabled={atMost} onClick={() => zoomBy(ZOOM_STEP)}>
            <ZoomIn aria-hidden="true" size={20} />
          </button>
          <button ref={closeRef} type="button" className="picture-viewer__button" aria-label={t('close')} onClick={close}>
            <X aria-hidden="true" size={22} />
          </button>
        </div>
      </div>
      <ZoomImage key={image._id} image={image} alt={title} view={shown} onView={setView} maxScale={maxScale} onSwipe={count > 1 ? move : undefined} />
      {count > 1 && (
        <>
          <button
            type="button"
            className="picture-viewer__button picture-viewer__side picture-viewer__side--previous"
            aria-label={t('previousPicture')}
            onClick={() => move(-1)}
          >
            <ChevronLeft aria-hidden="true" size={28} />
          </button>
          <button
            type="button"
            className="picture-viewer__button picture-viewer__side picture-viewer__side--next"
            aria-label={t('nextPicture')}
            onClick={() => move(1)}
          >
            <ChevronRight aria-hidden="true" size={28} />
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}

/** The picture's frame: the window below the bar (what a pan is kept within). */
function stageBox(dialog: HTMLElement | null): { width: number; height: number } {
  const frame = dialog?.querySelector('.zoom-image')?.getBoundingClientRect();
  return frame ? { width: frame.width, height: frame.height } : { width: 0, height: 0 };
}
