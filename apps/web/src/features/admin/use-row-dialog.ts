import { useState } from "react";

export interface RowDialog<T> {
  /** The row the dialog is about; kept after closing so the closing animation shows no blanks. */
  row: T | null;
  opened: boolean;
  open: (row: T | null) => void;
  close: () => void;
}

/** Open/close state of a dialog that acts on one row (edit, view, delete). */
export function useRowDialog<T>(): RowDialog<T> {
  const [state, setState] = useState<{ row: T | null; opened: boolean }>({
    row: null,
    opened: false,
  });
  return {
    row: state.row,
    opened: state.opened,
    open: (row) => setState({ row, opened: true }),
    close: () => setState((s) => ({ ...s, opened: false })),
  };
}
