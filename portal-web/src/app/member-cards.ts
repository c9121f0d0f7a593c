/**
 * The membership-card dialog, a feature's component that the member menu (shared/) opens:
 * app/ wires it, since shared/ imports no feature. Its code, with the QR encoder, is fetched
 * when the dialog is first opened, never with a page.
 */
export const loadCardDialog = async () =>
  (await import('../features/member-profile/components/card-dialog')).CardDialog;
