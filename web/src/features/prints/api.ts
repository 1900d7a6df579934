import type { MessageResponse } from '@chitra/contract/accounts';
import type {
  CreatePrintOrderBody,
  CreatePrintOrderResponse,
  MyOrdersResponse,
  PrintCheckoutBody,
  PrintCheckoutResponse,
  PrintOrder,
  PrintPaymentVerificationBody,
} from '@chitra/contract/prints';
import { api } from '../../lib/api';

/**
 * Paying for prints and the print orders (docs/spec.md §7 legacy calls). The print
 * cart itself is lib/print-cart-api.ts, which the product page shares.
 */
const printsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST order/checkout: the amount shown (the server compares it with its own) and the address. */
    printCheckout: build.mutation<PrintCheckoutResponse, PrintCheckoutBody>({
      query: (body) => ({ url: 'order/checkout', method: 'POST', body }),
      // A refused amount means the cart changed: show the server's again.
      invalidatesTags: (result) => (result ? [] : ['PrintCart']),
    }),
    /** POST order/paymentVerification with checkout's answer. */
    verifyPrintPayment: build.mutation<MessageResponse, PrintPaymentVerificationBody>({
      query: (body) => ({ url: 'order/paymentVerification', method: 'POST', body }),
      // Paid: the order exists and the lines paid for have left the cart.
      invalidatesTags: (result) => (result ? ['PrintCart', 'PrintOrder'] : []),
    }),
    /** POST user/cart/create-order/ (docs/architecture.md §3 item 8). */
    createPrintOrder: build.mutation<CreatePrintOrderResponse, CreatePrintOrderBody>({
      query: (body) => ({ url: 'user/cart/create-order/', method: 'POST', body }),
      invalidatesTags: ['PrintCart', 'PrintOrder'],
    }),
    /** GET user/getmyorders: `{ orders }`, newest first. */
    getMyOrders: build.query<PrintOrder[], void>({
      query: () => 'user/getmyorders',
      transformResponse: (response: MyOrdersResponse) => response.orders,
      providesTags: ['PrintOrder'],
    }),
  }),
});

export const { usePrintCheckoutMutation, useVerifyPrintPaymentMutation, useCreatePrintOrderMutation, useGetMyOrdersQuery } = printsApi;
