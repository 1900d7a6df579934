import { useRef, useState, useSyncExternalStore, type CSSProperties, type MouseEvent, type PointerEvent } from 'react';
import { BREAKPOINT_LG_PX, BREAKPOINT_SM_PX } from '@chitra/contract/constants';
import type { ImageSet } from '@chitra/contract/catalogue';
import { Picture } from '../../lib/picture';

type ViewportSize = 'small' | 'medium' | 'large';

// docs/spec.md §2, §9: the zoom depends on the viewport: under 576 px, under 992 px, wider.
const SMALL_QUERY = `(max-width: ${BREAKPOINT_SM_PX - 0.02}px)`;
const MEDIUM_QUERY = `(max-width: ${BREAKPOINT_LG_PX - 0.02}px)`;

/**
 * How far the picture can be magnified: what a double tap or double click
 * jumps to, and the most that Zoom in and a pinch reach. Small screens show
 * it small, so a moderate zoom already reaches the preview's own pixels; a
 * desktop window is larger and can take more before the ~1600 px preview
 * runs out.
 */
export const ZOOM_SCALE: Record<ViewportSize, number> = { small: 2, medium: 2.5, large: 3 };

/** What one press of Zoom in or Zoom out (or of + and -) adds or takes away. */
export const ZOOM_STEP = 0.5;

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

/** The most the picture may be magnified in this window (docs/spec.md §2). */
export function useMaxZoom(): number {
  return ZOOM_SCALE[useSyncExternalStore<ViewportSize>(subscribe, viewportSize, () => 'large')];
}

/** How the picture is drawn: magnified `scale` times, moved by x and y CSS pixels from the centre. */
export type ZoomView = { scale: number; x: number; y: number };
export const UNZOOMED: ZoomView = { scale: 1, x: 0, y: 0 };

type Box = { width: number; height: number };
/** A point in CSS pixels from the centre of the frame. */
type Point = { x: number; y: number };

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** Keeps the magnified picture over the frame: no pan past its edges, none at all unmagnified. */
function clampView(view: ZoomView, box: Box): ZoomView {
  const maxX = Math.max(0, (box.width * (view.scale - 1)) / 2);
  const maxY = Math.max(0, (box.height * (view.scale - 1)) / 2);
  // `+ 0` turns a -0 (from an unmagnified clamp) into 0.
  return { scale: view.scale, x: clamp(view.x, -maxX, maxX) + 0, y: clamp(view.y, -maxY, maxY) + 0 };
}

/** Magnifies to `scale` (kept between 1 and `maxScale`) so that what is under `point` stays there. */
export function zoomAt(view: ZoomView, scale: number, point: Point, box: Box, maxScale: number): ZoomView {
  const next = clamp(scale, 1, maxScale);
  const ratio = next / view.scale;
  return clampView({ scale: next, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio }, box);
}

/** A double tap: two taps this close in time (ms) and place (px). */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_SLOP_PX = 24;
/** Finger travel (px) below which a touch counts as a tap, not a pan or a swipe. */
const TAP_SLOP_PX = 10;
/** Sideways travel (px) that moves to the next or previous picture when unmagnified. */
const SWIPE_PX = 50;

type Tap = { time: number; x: number; y: number };

/** Whether `tap` completes a double tap begun by `previous`. */
export function isDoubleTap(previous: Tap | null, tap: Tap): boolean {
  return previous !== null && tap.time - previous.time <= DOUBLE_TAP_MS && Math.hypot(tap.x - previous.x, tap.y - previous.y) <= DOUBLE_TAP_SLOP_PX;
}

type Gesture = { kind: 'pan' | 'swipe'; start: Point; view: ZoomView; moved: boolean } | { kind: 'pinch'; distance: number; middle: Point; view: ZoomView };

type ZoomImageProps = {
  image: ImageSet;
  alt: string;
  view: ZoomView;
  onView: (view: ZoomView) => void;
  maxScale: number;
  /** A sideways swipe on the unmagnified picture: 1 for the next picture, -1 for the previous one. */
  onSwipe?: (step: 1 | -1) => void;
};

/**
 * The picture viewer's picture, zoomed and moved with Pointer Events alone:
 * a pinch zooms, a drag pans the magnified picture, a swipe on the
 * unmagnified one moves to the next or previous picture, and a double tap
 * or double click magnifies it at that point or back. The viewer holds the
 * view, so its buttons and keys work on the same one.
 */
export function ZoomImage({ image, alt, view, onView, maxScale, onSwipe }: ZoomImageProps) {
  const frame = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<Tap | null>(null);
  const lastPointerType = useRef('mouse');
  const [swipeX, setSwipeX] = useState(0);
  /** While a finger or the mouse is down: no easing, the picture follows it. */
  const [moving, setMoving] = useState(false);

  const box = (): DOMRect | undefined => frame.current?.getBoundingClientRect();
  /** A pointer's place from the frame's centre. */
  const fromCentre = (clientX: number, clientY: number): Point => {
    const rect = box();
    return rect ? { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 } : { x: 0, y: 0 };
  };

  function toggleAt(point: Point) {
    const rect = box() ?? { width: 0, height: 0 };
    onView(view.scale > 1 ? UNZOOMED : zoomAt(view, maxScale, point, rect, maxScale));
  }

  function begin() {
    const points = [...pointers.current.values()];
    const [a, b] = points;
    if (a !== undefined && b !== undefined) {
      gesture.current = { kind: 'pinch', distance: Math.hypot(a.x - b.x, a.y - b.y) || 1, middle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, view };
    } else if (a !== undefined) {
      gesture.current = { kind: view.scale > 1 ? 'pan' : 'swipe', start: a, view, moved: false };
    } else {
      gesture.current = null;
    }
    setMoving(gesture.current !== null);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    lastPointerType.current = event.pointerType;
    // Keeps the moves coming when the finger or mouse leaves the frame (not in every test runner).
    if ('setPointerCapture' in event.currentTarget) event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, fromCentre(event.clientX, event.clientY));
    begin();
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    const point = fromCentre(event.clientX, event.clientY);
    pointers.current.set(event.pointerId, point);
    const g = gesture.current;
    const rect = box() ?? { width: 0, height: 0 };
    if (g === null) return;
    if (g.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()];
      if (a === undefined || b === undefined) return;
      const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const zoomed = zoomAt(g.view, (g.view.scale * Math.hypot(a.x - b.x, a.y - b.y)) / g.distance, g.middle, rect, maxScale);
      onView(clampView({ ...zoomed, x: zoomed.x + middle.x - g.middle.x, y: zoomed.y + middle.y - g.middle.y }, rect));
      return;
    }
    const dx = point.x - g.start.x;
    const dy = point.y - g.start.y;
    if (Math.hypot(dx, dy) > TAP_SLOP_PX) g.moved = true;
    if (g.kind === 'pan') onView(clampView({ scale: g.view.scale, x: g.view.x + dx, y: g.view.y + dy }, rect));
    else if (onSwipe) setSwipeX(dx);
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    const start = pointers.current.get(event.pointerId);
    if (start === undefined) return;
    const point = fromCentre(event.clientX, event.clientY);
    pointers.current.delete(event.pointerId);
    const g = gesture.current;
    setSwipeX(0);
    if (g !== null && g.kind !== 'pinch' && event.type === 'pointerup') {
      const dx = point.x - g.start.x;
      const dy = point.y - g.start.y;
      if (g.kind === 'swipe' && onSwipe && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
      else if (!g.moved && event.pointerType !== 'mouse') {
        // A finger's double tap; a mouse's double click is the browser's dblclick.
        const tap = { time: event.timeStamp, x: event.clientX, y: event.clientY };
        if (isDoubleTap(lastTap.current, tap)) {
          lastTap.current = null;
          toggleAt(point);
        } else {
          lastTap.current = tap;
        }
      }
    }
    // A pinch that loses a finger goes on as a pan of the one left.
    begin();
  }

  function onDoubleClick(event: MouseEvent<HTMLDivElement>) {
    if (lastPointerType.current !== 'mouse') return;
    toggleAt(fromCentre(event.clientX, event.clientY));
  }

  const style = { transform: `translate(${view.x + swipeX}px, ${view.y}px) scale(${view.scale})` } as CSSProperties;
  return (
    <div
      ref={frame}
      className="zoom-image"
      data-zoomed={view.scale > 1 || undefined}
      data-moving={moving || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onDoubleClick={onDoubleClick}
    >
      <div className="zoom-image__canvas" style={style}>
        {/* The largest preview (watermarked, never the original), so a magnified picture stays sharp. */}
        <Picture image={image} alt={alt} sizes={`${image.width}px`} eager className="zoom-image__picture" imgProps={{ draggable: false }} />
      </div>
    </div>
  );
}
