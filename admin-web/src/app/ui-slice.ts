import { createSlice } from '@reduxjs/toolkit';

export interface UiState {
  /** Compact (mini, icons only) side menu; on by default. */
  compactMenu: boolean;
}

export const initialUiState: UiState = { compactMenu: true };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    compactMenuToggled(state) {
      state.compactMenu = !state.compactMenu;
    },
  },
});

export const { compactMenuToggled } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;

export const selectCompactMenu = (state: { ui: UiState }): boolean => state.ui.compactMenu;
