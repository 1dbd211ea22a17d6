import { closeSnackbar, enqueueSnackbar, type VariantType } from 'notistack';

interface ToastOptions {
  /** Toasts with the same id are shown once at a time. */
  id?: string;
  /** Milliseconds; notistack's default otherwise. */
  duration?: number;
}

function show(variant: VariantType, message: string, options: ToastOptions = {}) {
  const key = options.id ?? message;
  return enqueueSnackbar(message, {
    variant,
    key,
    preventDuplicate: true,
    ...(options.duration ? { autoHideDuration: options.duration } : {}),
  });
}

/** The page's one toast helper; the shell mounts the one toast stack it shows in. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  close: (id: string) => closeSnackbar(id),
};
