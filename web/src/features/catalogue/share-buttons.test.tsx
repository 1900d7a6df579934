import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButtons } from './share-buttons';

const TITLE = 'Sunsets of Palghar';
const PATH = '/product/0117839b-c60e-46bf-8f5b-6be2b4cea6a0';
const URL_SHARED = `${window.location.origin}${PATH}`;

function setNavigator(values: Partial<Record<'share' | 'canShare' | 'clipboard', unknown>>) {
  for (const [key, value] of Object.entries(values)) Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

afterEach(() => {
  for (const key of ['share', 'canShare', 'clipboard']) Reflect.deleteProperty(navigator, key);
});

describe('share buttons', () => {
  it("opens the device's share sheet with the title and the page's address where there is one", async () => {
    const share = vi.fn(async () => undefined);
    const canShare = vi.fn(() => true);
    setNavigator({ share, canShare });
    render(<ShareButtons title={TITLE} path={PATH} />);
    const group = screen.getByRole('group', { name: 'Share' });
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: URL_SHARED });
    expect(canShare).toHaveBeenCalledWith({ title: TITLE, url: URL_SHARED });
    expect(group).toBeInTheDocument();
  });

  it('says nothing when the share sheet is closed without sharing', async () => {
    setNavigator({ share: vi.fn(async () => Promise.reject(new DOMException('Share canceled', 'AbortError'))), canShare: () => true });
    render(<ShareButtons title={TITLE} path={PATH} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('offers WhatsApp in a new tab and Copy link where the device cannot share a link', () => {
    // A browser with the API that refuses this data is treated as one without it.
    setNavigator({ share: vi.fn(), canShare: () => false });
    render(<ShareButtons title={TITLE} path={PATH} />);
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    const whatsApp = screen.getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${TITLE} ${URL_SHARED}`)}`);
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it("copies the page's address and says 'Link copied' in a live region", async () => {
    const writeText = vi.fn(async () => undefined);
    setNavigator({ clipboard: { writeText } });
    render(<ShareButtons title={TITLE} path={PATH} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(URL_SHARED);
    expect(status).toHaveTextContent(/^Link copied$/);
  });

  it('says so when the link cannot be copied', async () => {
    setNavigator({ clipboard: { writeText: vi.fn(async () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))) } });
    render(<ShareButtons title={TITLE} path={PATH} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(screen.getByRole('status')).toHaveTextContent(/^Could not copy the link$/);
  });
});
