import { createContext, lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface CardDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Fetches the membership-card dialog's code (the member-profile feature's, with its QR encoder). */
export type LoadCardDialog = () => Promise<ComponentType<CardDialogProps>>;

/**
 * The card dialog the member menu opens: a feature's component, which shared/ never imports.
 * app/ hands its loader to the layout (`<PublicLayout loadCardDialog>`), which passes it down.
 */
export const CardDialogSlot = createContext<LoadCardDialog>(() =>
  Promise.reject(new Error('PublicLayout was given no card dialog')),
);

const dialogs = new WeakMap<LoadCardDialog, LazyExoticComponent<ComponentType<CardDialogProps>>>();

/** The dialog as a lazy component (one per loader): fetched the first time it renders. */
export function lazyCardDialog(load: LoadCardDialog) {
  let dialog = dialogs.get(load);
  if (!dialog) {
    dialog = lazy(async () => ({ default: await load() }));
    dialogs.set(load, dialog);
  }
  return dialog;
}
