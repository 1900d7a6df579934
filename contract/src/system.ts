import { z } from 'zod';

export const ShopIdentity = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  linkedin: z.string(),
  instagram: z.string(),
});
export type ShopIdentity = z.infer<typeof ShopIdentity>;

export const ConfigResponse = z.object({
  success: z.literal(true),
  shop: ShopIdentity,
  productName: z.string(),
  demo: z.boolean(),
  payment: z.object({
    provider: z.enum(['razorpay', 'simulated']),
    keyId: z.string(),
    checkoutScript: z.string(),
  }),
});
export type ConfigResponse = z.infer<typeof ConfigResponse>;

export const HealthResponse = z.object({ status: z.enum(['ok']) });
