import type { Category, ImageSet, ImageSources } from '@chitra/contract/catalogue';
import type { ConfigResponse } from '@chitra/contract/system';
import type { AuthUser } from '../lib/storage';

export function configResponse(overrides: Partial<ConfigResponse> = {}): ConfigResponse {
  return {
    success: true,
    shop: {
      name: 'Chitra Studio',
      address: 'Shop 4, Navapur Road, Boisar, Palghar district, Maharashtra 401501, India',
      phone: '+91 98765 43210',
      email: 'support@chitra.example',
      linkedin: 'https://www.linkedin.com/company/chitra-studio',
      instagram: 'https://www.instagram.com/chitra.studio',
    },
    productName: 'Chitra',
    demo: false,
    payment: { provider: 'simulated', keyId: 'rzp_test_demo', checkoutScript: '/api/v1/payments/simulated/checkout.js' },
    ...overrides,
  };
}

export function createCategory(overrides: Partial<Category> = {}): Category {
  const name = overrides.catogeryname ?? 'Landscapes';
  return { _id: 'cat-landscapes', catogeryname: name, categoryname: name, publicUrl: '/media/c.webp', ...overrides };
}

export function createAuthUser(name = 'Asha Patil', options: { admin?: boolean } = {}): AuthUser {
  return {
    data: { users: { _id: 'user-1', name, accessToken: 'token-asha', email: 'asha@example.com', ...(options.admin ? { role: 'admin' as const } : {}) } },
  };
}

/** The `srcset`s of a picture named `name`: 320 and 1600 px, in AVIF, WebP and JPEG. */
export function createImageSources(name = 'photo'): ImageSources {
  const set = (ext: string) => `/media/${name}-320.${ext} 320w, /media/${name}-1600.${ext} 1600w`;
  return { avif: set('avif'), webp: set('webp'), fallback: set('jpg') };
}

/** A public picture (preview and thumbnail, JPEG and WebP, every rendition) named `name`. */
export function createImageSet(name = 'photo', overrides: Partial<ImageSet> = {}): ImageSet {
  return {
    _id: `img-${name}`,
    url: `/media/${name}.jpg`,
    webp: `/media/${name}.webp`,
    width: 1600,
    height: 1067,
    alt: name,
    thumbnail: { url: `/media/${name}-thumb.jpg`, webp: `/media/${name}-thumb.webp`, width: 400, height: 267 },
    sources: createImageSources(name),
    ...overrides,
  };
}
