import { reservationIntervalsGeneratedApi } from './generated-api';

export type { ReservationIntervalDto } from './generated-api';

/** Reservation intervals (list-reservation-intervals; insert-, update-, delete-): JSON bodies. */
export const reservationIntervalsApi = reservationIntervalsGeneratedApi;

export const {
  useListReservationIntervalsQuery,
  useGetReservationIntervalQuery,
  useCreateReservationIntervalMutation,
  useUpdateReservationIntervalMutation,
  useDeleteReservationIntervalMutation,
} = reservationIntervalsApi;
