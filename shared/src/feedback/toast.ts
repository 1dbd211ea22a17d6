import type { VariantType } from 'notistack';

type Notistack = typeof import('notistack');

interface ToastOptions {
  /** Toasts with the same id are shown once at a time. */
  id?: string;
  /** Milliseconds; notistack's default otherwise. */
  duration?: number;
}

let loading: Promise<Notistack> | null = null;

/** notistack, fetched on the first toast: most pages never show one. */
export function loadNotistack(): Promise<Notistack> {
  loading ??= import('notistack').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** notistack once the toast stack (ToastStack) has mounted its provider; null until then. */
let mounted: Notistack | null = null;
/** What was asked for before the stack was up, in the order it was asked. */
const waiting: ((notistack: Notistack) => void)[] = [];
let wanted = false;
const listeners = new Set<() => void>();

/** The toast stack's side of the helper: ToastStack mounts notistack's provider once a toast is wanted. */
export const toastStack = {
  isWanted: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** The provider is up: what waited is shown, in order, and later toasts go straight to it. */
  mounted(notistack: Notistack) {
    mounted = notistack;
    for (const request of waiting.splice(0)) request(notistack);
  },
  unmounted() {
    mounted = null;
  },
  /** notistack could not be fetched: what waited is dropped, and the next toast tries again. */
  failed(error: unknown) {
    console.warn('Toasts could not be shown', error);
    waiting.length = 0;
    setWanted(false);
  },
};

function setWanted(value: boolean) {
  if (wanted === value) return;
  wanted = value;
  for (const listener of listeners) listener();
}

function withStack(request: (notistack: Notistack) => void) {
  if (mounted) return request(mounted);
  waiting.push(request);
  setWanted(true);
  // Fetched at once, while React mounts the stack.
  void loadNotistack().catch(() => undefined);
}

function show(variant: VariantType, message: string, options: ToastOptions = {}) {
  const key = options.id ?? message;
  withStack(({ enqueueSnackbar }) =>
    enqueueSnackbar(message, {
      variant,
      key,
      preventDuplicate: true,
      ...(options.duration ? { autoHideDuration: options.duration } : {}),
    }),
  );
  return key;
}

/**
 * The page's one toast helper; the shell mounts the one toast stack (ToastStack) it shows in. A toast
 * asked for before notistack has arrived shows once it has, in the order asked.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  /** Fetches the stack ahead of a toast that must show at once (one shown just before a reload). */
  prepare: () => {
    if (mounted) return;
    setWanted(true);
    void loadNotistack().catch(() => undefined);
  },
  close: (id: string) => {
    // Before the stack is up and with nothing waiting, no toast is on screen to close.
    if (mounted || waiting.length > 0) withStack(({ closeSnackbar }) => closeSnackbar(id));
  },
};
