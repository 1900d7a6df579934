import type { Category } from '@chitra/contract/catalogue';
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

export function createAuthUser(name = 'Asha Patil'): AuthUser {
  return { data: { users: { _id: 'user-1', name, accessToken: 'token-asha', email: 'asha@example.com' } } };
}
