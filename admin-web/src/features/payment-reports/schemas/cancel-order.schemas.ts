import * as yup from 'yup';

/** The API's message for a missing or too short reason (CancelOrderDto). */
export const REASON_REQUIRED = 'Informe o motivo do cancelamento.';

/** 'Cancelar e estornar': the reason is required, 3 to 300 characters (as the API checks). */
export const cancelOrderSchema = yup.object({
  reason: yup
    .string()
    .default('')
    .trim()
    .required(REASON_REQUIRED)
    .min(3, REASON_REQUIRED)
    .max(300, 'O motivo pode ter no máximo 300 caracteres.'),
});
export type CancelOrderValues = yup.InferType<typeof cancelOrderSchema>;
