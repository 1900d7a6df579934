import type { CreatePaymentBody, CreatePaymentResponse, VerifyPaymentBody, VerifyPaymentResponse } from '@chitra/contract/payments';
import { api } from '../../lib/api';

const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST users/createPayment with the coupon's code, never an amount: the server prices the cart. */
    createPayment: build.mutation<CreatePaymentResponse, CreatePaymentBody>({
      query: (body) => ({ url: 'users/createPayment', method: 'POST', body }),
    }),
    /** POST users/verifypayment: the server asks the gateway and answers success or failed. */
    verifyPayment: build.mutation<VerifyPaymentResponse, VerifyPaymentBody>({
      query: (body) => ({ url: 'users/verifypayment', method: 'POST', body }),
      // A paid order appears in the order history.
      invalidatesTags: (result) => (result?.data.status === 'success' ? ['Order'] : []),
    }),
  }),
});

export const { useCreatePaymentMutation, useVerifyPaymentMutation } = paymentsApi;
