import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { configResponse } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { createProductResponse } from './test-factories';
import { isDoubleTap, ZOOM_SCALE, zoomAt } from './zoom-image';

const PRODUCT_ID = '0117839b-c60e-46bf-8f5b-6be2b4cea6a0';
const OPEN = 'View Sunsets of Palghar full screen';
const DIALOG = 'Sunsets of Palghar, full screen';

async function openViewer(pictures = 1) {
  stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    [`product/getproduct/${PRODUCT_ID}`]: createProductResponse({ _id: PRODUCT_ID }, pictures),
  });
  renderApp(`/product/${PRODUCT_ID}`);
  const opener = await screen.findByRole('button', { name: OPEN });
  fireEvent.click(opener);
  const viewer = await screen.findByRole('dialog', { name: DIALOG });
  return { opener, viewer };
}

const picture = (viewer: HTMLElement) => within(viewer).getByRole('img', { name: 'Sunsets of Palghar' });
const frameOf = (viewer: HTMLElement) => picture(viewer).closest('.zoom-image') as HTMLElement;
const level = (viewer: HTMLElement) => within(viewer).getByText(/^\d+%$/).textContent;
const button = (viewer: HTMLElement, name: string) => within(viewer).getByRole('button', { name });

describe('the picture viewer', () => {
  it('opens full screen from the picture, a modal dialog with the focus inside, showing the large watermarked preview', async () => {
    const { opener, viewer } = await openViewer();
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    expect(viewer).toHaveAttribute('aria-modal', 'true');
    expect(button(viewer, 'Close')).toHaveFocus();
    // The preview the page shows, at its largest rendition: never an original.
    expect(picture(viewer)).toHaveAttribute('src', `/media/${PRODUCT_ID}-1.jpg`);
    expect(picture(viewer)).toHaveAttribute('sizes', '1600px');
    expect(document.body.style.overflow).toBe('hidden');
    // One picture: nothing to move to.
    expect(within(viewer).queryByRole('button', { name: 'Next picture' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the picture', async () => {
    const { opener, viewer } = await openViewer();
    fireEvent.keyDown(button(viewer, 'Zoom in'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it("moves between a pack's pictures with the arrow keys and the side buttons, round the ends, and the page shows the last one seen", async () => {
    const { opener, viewer } = await openViewer(3);
    expect(within(viewer).getByText('Picture 1 of 3')).toBeInTheDocument();
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(within(viewer).getByText('Picture 2 of 3')).toBeInTheDocument();
    expect(picture(viewer)).toHaveAttribute('src', `/media/${PRODUCT_ID}-2.jpg`);
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    expect(within(viewer).getByText('Picture 3 of 3')).toBeInTheDocument();
    fireEvent.click(button(viewer, 'Next picture'));
    expect(within(viewer).getByText('Picture 1 of 3')).toBeInTheDocument();
    fireEvent.click(button(viewer, 'Previous picture'));
    expect(picture(viewer)).toHaveAttribute('src', `/media/${PRODUCT_ID}-3.jpg`);

    fireEvent.click(button(viewer, 'Close'));
    expect(opener).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Sunsets of Palghar' })).toHaveAttribute('src', `/media/${PRODUCT_ID}-3.jpg`);
    expect(screen.getByRole('button', { name: 'Picture 3 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('moves to the next or previous picture on a sideways swipe', async () => {
    const { viewer } = await openViewer(3);
    let frame = frameOf(viewer);
    fireEvent.pointerDown(frame, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 200 });
    fireEvent.pointerMove(frame, { pointerId: 1, pointerType: 'touch', clientX: 200, clientY: 210 });
    fireEvent.pointerUp(frame, { pointerId: 1, pointerType: 'touch', clientX: 180, clientY: 210 });
    expect(within(viewer).getByText('Picture 2 of 3')).toBeInTheDocument();
    // Each picture gets a frame of its own (and a view of its own).
    frame = frameOf(viewer);
    fireEvent.pointerDown(frame, { pointerId: 2, pointerType: 'touch', clientX: 100, clientY: 200 });
    fireEvent.pointerUp(frame, { pointerId: 2, pointerType: 'touch', clientX: 260, clientY: 190 });
    expect(within(viewer).getByText('Picture 1 of 3')).toBeInTheDocument();
  });

  it('zooms with its buttons and with + and -, from 100% up to the most and back, a step of 50%', async () => {
    const { viewer } = await openViewer();
    const zoomIn = button(viewer, 'Zoom in');
    const zoomOut = button(viewer, 'Zoom out');
    expect(level(viewer)).toBe('100%');
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(zoomIn);
    expect(level(viewer)).toBe('150%');
    expect(zoomOut).toHaveAttribute('aria-disabled', 'false');
    fireEvent.keyDown(viewer, { key: '+' });
    expect(level(viewer)).toBe('200%');
    fireEvent.keyDown(viewer, { key: '+' });
    fireEvent.keyDown(viewer, { key: '+' });
    expect(level(viewer)).toBe(`${ZOOM_SCALE.large * 100}%`);
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(zoomIn);
    expect(level(viewer)).toBe('300%');
    fireEvent.click(zoomOut);
    expect(level(viewer)).toBe('250%');
    fireEvent.keyDown(viewer, { key: '-' });
    expect(level(viewer)).toBe('200%');
    fireEvent.keyDown(viewer, { key: '0' });
    expect(level(viewer)).toBe('100%');
    // A refused press keeps the focus where it was (aria-disabled, not disabled).
    zoomOut.focus();
    fireEvent.click(zoomOut);
    expect(zoomOut).toHaveFocus();
  });

  it('toggles the zoom with a double click, and with a double tap', async () => {
    const { viewer } = await openViewer();
    const frame = frameOf(viewer);
    fireEvent.doubleClick(frame, { clientX: 0, clientY: 0 });
    expect(level(viewer)).toBe('300%');
    expect(frame).toHaveAttribute('data-zoomed');
    fireEvent.doubleClick(frame, { clientX: 0, clientY: 0 });
    expect(level(viewer)).toBe('100%');

    const tap = (id: number) => {
      fireEvent.pointerDown(frame, { pointerId: id, pointerType: 'touch', clientX: 10, clientY: 10 });
      fireEvent.pointerUp(frame, { pointerId: id, pointerType: 'touch', clientX: 10, clientY: 10 });
    };
    tap(1);
    expect(level(viewer)).toBe('100%');
    tap(2);
    expect(level(viewer)).toBe('300%');
  });

  it('zooms with a two-finger pinch, no further than the most', async () => {
    const { viewer } = await openViewer();
    const frame = frameOf(viewer);
    fireEvent.pointerDown(frame, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerDown(frame, { pointerId: 2, pointerType: 'touch', clientX: 200, clientY: 100 });
    fireEvent.pointerMove(frame, { pointerId: 2, pointerType: 'touch', clientX: 300, clientY: 100 });
    expect(level(viewer)).toBe('200%');
    fireEvent.pointerMove(frame, { pointerId: 2, pointerType: 'touch', clientX: 900, clientY: 100 });
    expect(level(viewer)).toBe('300%');
    fireEvent.pointerUp(frame, { pointerId: 2, pointerType: 'touch', clientX: 900, clientY: 100 });
    fireEvent.pointerUp(frame, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 100 });
    expect(level(viewer)).toBe('300%');
  });

  it('pans the magnified picture with a drag, never past its edges', async () => {
    const { viewer } = await openViewer();
    const frame = frameOf(viewer);
    frame.getBoundingClientRect = () => ({ left: 0, top: 0, width: 800, height: 600, right: 800, bottom: 600, x: 0, y: 0, toJSON: () => ({}) });
    const canvas = frame.firstElementChild as HTMLElement;
    fireEvent.doubleClick(frame, { clientX: 400, clientY: 300 });
    expect(canvas.style.transform).toMatch(/^translate\(0px(, 0px)?\) scale\(3\)$/);
    fireEvent.pointerDown(frame, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 400, clientY: 300 });
    fireEvent.pointerMove(frame, { pointerId: 1, pointerType: 'mouse', clientX: 300, clientY: 250 });
    expect(canvas.style.transform).toBe('translate(-100px, -50px) scale(3)');
    // At 3× an 800 × 600 frame moves 800 px sideways and 600 px up or down at most.
    fireEvent.pointerMove(frame, { pointerId: 1, pointerType: 'mouse', clientX: 5000, clientY: -5000 });
    expect(canvas.style.transform).toBe('translate(800px, -600px) scale(3)');
    fireEvent.pointerUp(frame, { pointerId: 1, pointerType: 'mouse', clientX: 5000, clientY: -5000 });
    expect(level(viewer)).toBe('300%');
  });

  it('keeps Tab inside: past the last button to the first, and Shift+Tab back', async () => {
    const { viewer } = await openViewer(2);
    const buttons = within(viewer).getAllByRole('button');
    const first = buttons[0] as HTMLElement;
    const last = buttons[buttons.length - 1] as HTMLElement;
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });
});

describe('the zoom arithmetic', () => {
  const box = { width: 800, height: 600 };

  it('keeps the point under the finger where it was, and the picture over the frame', () => {
    // A point 100 px right of the centre, magnified twice: the picture moves 100 px left so the point stays.
    expect(zoomAt({ scale: 1, x: 0, y: 0 }, 2, { x: 100, y: 0 }, box, 3)).toEqual({ scale: 2, x: -100, y: 0 });
    // Never past the frame's edges (at 2×, 400 px each way sideways), never beyond the most or below 1.
    expect(zoomAt({ scale: 1, x: 0, y: 0 }, 3, { x: 400, y: 0 }, box, 3)).toEqual({ scale: 3, x: -800, y: 0 });
    expect(zoomAt({ scale: 1, x: 0, y: 0 }, 9, { x: 0, y: 0 }, box, 3).scale).toBe(3);
    expect(zoomAt({ scale: 2, x: -100, y: 50 }, 0.5, { x: 0, y: 0 }, box, 3)).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('counts two taps as a double tap only when close in time and place', () => {
    expect(isDoubleTap(null, { time: 1000, x: 0, y: 0 })).toBe(false);
    expect(isDoubleTap({ time: 1000, x: 0, y: 0 }, { time: 1250, x: 10, y: 10 })).toBe(true);
    expect(isDoubleTap({ time: 1000, x: 0, y: 0 }, { time: 1400, x: 0, y: 0 })).toBe(false);
    expect(isDoubleTap({ time: 1000, x: 0, y: 0 }, { time: 1100, x: 60, y: 0 })).toBe(false);
  });
});
