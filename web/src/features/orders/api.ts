import type { OrderDetail, OrderDetailResponse, OrderHistoryEntry, OrderHistoryResponse } from '@chitra/contract/orders';
import { api } from '../../lib/api';

/**
 * The customer's orders (docs/spec.md §7): the history and one order with its
 * pictures and download log. Each order is tagged by its id, so a download
 * (lib/download.ts) makes both read again; a new payment makes them all.
 */
const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET users/orderhistory (bearer): the orders, newest first. */
    getOrderHistory: build.query<OrderHistoryEntry[], void>({
      query: () => 'users/orderhistory',
      transformResponse: (response: OrderHistoryResponse) => response.data,
      providesTags: (orders = []) => ['Order', ...orders.map((order) => ({ type: 'Order' as const, id: order._id }))],
    }),
    /** GET users/getorder/{orderId} (bearer): 404 for an order that is not the caller's, or not paid. */
    getOrder: build.query<OrderDetail, string>({
      query: (orderId) => `users/getorder/${encodeURIComponent(orderId)}`,
      transformResponse: (response: OrderDetailResponse) => response.data,
      providesTags: (_order, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useGetOrderHistoryQuery, useGetOrderQuery } = ordersApi;
