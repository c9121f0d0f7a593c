import type { LoadCardDialog } from '../shared/layout/card-dialog-slot';

/**
 * The membership-card dialog, a feature's component that the member menu (shared/) opens:
 * app/ hands it to the layout (`<PublicLayout loadCardDialog>`), since shared/ imports no
 * feature. Its code, with the QR encoder, is fetched
 * when the dialog is first opened, never with a page.
 */
export const loadCardDialog: LoadCardDialog = async () =>
  (await import('../features/member-profile/components/card-dialog')).CardDialog;
