import { localReservationsGeneratedApi } from './generated-api';
import type {
  GetLocalReservationApiResponse,
  ListLocalReservationsApiArg,
  ListLocalReservationsApiResponse,
} from './generated-api';

/** A row of the staff list (GET local-reservations). */
export type LocalReservationRow = ListLocalReservationsApiResponse['data'][number];
/** One reservation with its guests (GET local-reservations/{id}). */
export type LocalReservationDetail = GetLocalReservationApiResponse;
/** A guest (invitation) of a reservation. */
export type LocalReservationGuest = LocalReservationDetail['invitations'][number];
/** The list's status filter as the API takes it (no value: the active ones). */
export type LocalReservationStatusFilter = NonNullable<ListLocalReservationsApiArg['status']>;

/**
 * Reservas de locais (list-local-reservation; insert- and delete-local-reservation): the staff
 * booking for a member (the places and their free slots as the portal reads them), the list, one
 * reservation's guests (read-only), the cancel (DELETE), and the zip of its invitation images
 * (an attachment, read by the base query as a `DownloadedFile`). The places filter reads
 * `locals/options` (date restrictions' client).
 */
export const localReservationsApi = localReservationsGeneratedApi;

export const {
  useListLocalReservationsQuery,
  useGetLocalReservationQuery,
  useCreateLocalReservationMutation,
  useDeleteLocalReservationMutation,
  useListLocalsPublicQuery,
  useGetLocalHoursValidQuery,
} = localReservationsApi;
