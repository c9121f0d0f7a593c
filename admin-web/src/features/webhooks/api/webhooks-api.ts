import { webhooksGeneratedApi } from './generated-api';

export type { WebhookDeliveryDto, WebhookDto } from './generated-api';

/** Outbound webhooks for integrators (list-, insert-, update-, delete-webhook). */
export const webhooksApi = webhooksGeneratedApi;

export const {
  useListWebhooksQuery,
  useGetWebhookQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useRotateWebhookSecretMutation,
  useListWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
} = webhooksApi;
