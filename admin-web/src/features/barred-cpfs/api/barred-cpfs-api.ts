import { barredCpfsGeneratedApi } from './generated-api';

export type { BarredCpfDto } from './generated-api';

/** CPFs barred from coming in as guests (list-, insert-, update-, delete-barred-cpf). */
export const barredCpfsApi = barredCpfsGeneratedApi;

export const {
  useListBarredCpfsQuery,
  useGetBarredCpfQuery,
  useCreateBarredCpfMutation,
  useUpdateBarredCpfMutation,
  useDeleteBarredCpfMutation,
} = barredCpfsApi;
