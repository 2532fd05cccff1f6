import { create } from 'zustand';

/** spec: storefront §9 — toasts close by themselves after 3 s (sign-up 5 s, rate limits 10 s). */
export const TOAST_DURATION_MS = 3000;

export type ToastKind = 'success' | 'error' | 'info';
export type Toast = { id: number; kind: ToastKind; message: string; duration: number };

type ToastState = {
  toasts: Toast[];
  show: (kind: ToastKind, message: string, duration?: number) => number;
  dismiss: (id: number) => void;
};

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (kind, message, duration = TOAST_DURATION_MS) => {
    const id = nextId++;
    // The same text twice in a row (a double click) shows once.
    set((state) => ({
      toasts: [
        ...state.toasts.filter((toast) => toast.message !== message),
        { id, kind, message, duration },
      ],
    }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

export const toast = {
  success: (message: string, options?: { duration?: number }) =>
    useToastStore.getState().show('success', message, options?.duration),
  error: (message: string, options?: { duration?: number }) =>
    useToastStore.getState().show('error', message, options?.duration),
  info: (message: string, options?: { duration?: number }) =>
    useToastStore.getState().show('info', message, options?.duration),
  dismiss: (id: number) => useToastStore.getState().dismiss(id),
};
