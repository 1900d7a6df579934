import { useRef, useState, useSyncExternalStore, type CSSProperties, type PointerEvent } from 'react';
import { PICTURE_SIZES } from '@chitra/contract/picture-sizes';
import { ZoomIn, ZoomOut } from 'lucide-react';
import { BREAKPOINT_LG_PX, BREAKPOINT_SM_PX } from '@chitra/contract/constants';
import type { ImageSet } from '@chitra/contract/catalogue';
import { Picture } from '../../lib/picture';

type ViewportSize = 'small' | 'medium' | 'large';

// docs/spec.md §2, §9: the zoom depends on the viewport: under 576 px, under 992 px, wider.
const SMALL_QUERY = `(max-width: ${BREAKPOINT_SM_PX - 0.02}px)`;
const MEDIUM_QUERY = `(max-width: ${BREAKPOINT_LG_PX - 0.02}px)`;

/**
 * How far the picture is magnified. Small screens show it small, so a
 * moderate zoom already reaches the preview's own pixels; a desktop frame is
 * larger and can take more before the ~1600 px preview runs out.
 */
export const ZOOM_SCALE: Record<ViewportSize, number> = { small: 2, medium: 2.5, large: 3 };

function subscribe(onChange: () => void): () => void {
  const lists = [window.matchMedia(SMALL_QUERY), window.matchMedia(MEDIUM_QUERY)];
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

function viewportSize(): ViewportSize {
  if (window.matchMedia(SMALL_QUERY).matches) return 'small';
  if (window.matchMedia(MEDIUM_QUERY).matches) return 'medium';
  return 'large';
}

function useViewportSize(): ViewportSize {
  return useSyncExternalStore(subscribe, viewportSize, () => 'large');
}

const ZOOM_IN = 'Zoom in';
const ZOOM_OUT = 'Zoom out';
/** Finger travel (px) below which a touch counts as a tap, not a pan. */
const TAP_SLOP_PX = 10;

const clampPercent = (value: number): number => Math.min(100, Math.max(0, value));

/**
 * The product's main picture in a fixed frame. A mouse zooms while hovering
 * and the zoom follows it; a finger taps to zoom, drags to pan, taps again to
 * leave; the button does the same from the keyboard.
 */
export function ZoomImage({ image, alt }: { image: ImageSet; alt: string }) {
  const scale = ZOOM_SCALE[useViewportSize()];
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  function follow(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setOrigin({
      x: clampPercent(((event.clientX - box.left) / box.width) * 100),
      y: clampPercent(((event.clientY - box.top) / box.height) * 100),
    });
  }

  const style = {
    '--zoom-scale': scale,
    '--zoom-x': `${origin.x}%`,
    '--zoom-y': `${origin.y}%`,
  } as CSSProperties;

  return (
    <div
      className="product-zoom"
      data-zoomed={zoomed || undefined}
      style={style}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        follow(event);
        setZoomed(true);
      }}
      onPointerMove={(event) => {
        if (event.pointerType === 'mouse' || zoomed) follow(event);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setZoomed(false);
      }}
      onPointerDown={(event) => {
        if (event.pointerType !== 'mouse') touchStart.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerUp={(event) => {
        const start = touchStart.current;
        touchStart.current = null;
        if (event.pointerType === 'mouse' || start === null) return;
        if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > TAP_SLOP_PX) return;
        follow(event);
        setZoomed((z) => !z);
      }}
    >
      <Picture image={image} alt={alt} sizes={PICTURE_SIZES.product} eager className="product-zoom__picture" imgProps={{ draggable: false }} />
      <button
        type="button"
        className="product-zoom__toggle"
        aria-pressed={zoomed}
        aria-label={ZOOM_IN}
        title={zoomed ? ZOOM_OUT : ZOOM_IN}
        onPointerUp={(event) => event.stopPropagation()}
        onPointerDown={(event) => event.stopPropagation()}
        onClick={() => {
          setOrigin({ x: 50, y: 50 });
          setZoomed((z) => !z);
        }}
      >
        {zoomed ? <ZoomOut aria-hidden="true" size={18} /> : <ZoomIn aria-hidden="true" size={18} />}
      </button>
    </div>
  );
}
