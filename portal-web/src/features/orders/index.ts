/**
 * The orders feature as other features use it (the checkout pays an order, follows it and
 * downloads its invitations). Anything else of orders/ is its own.
 */
export { useGetMyOrderQuery, type OrderDto } from './api/generated-api';
export { downloadOrderInvitations } from './components/order-downloads';
