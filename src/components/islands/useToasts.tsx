import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type Sonner = typeof import('sonner');

export interface ToastRequest {
  kind: 'success' | 'error' | 'info';
  title: string;
  description: ReactNode;
  /** Milliseconds; `Infinity` keeps it until dismissed. */
  duration: number;
}

export interface ToastLabels {
  /** Name of the notifications region. */
  region: string;
  /** Name of each toast's close button. */
  dismiss: string;
}

/** One toast at a time: a new outcome replaces the previous one (and is announced again). */
const TOAST_ID = 'resultat-du-formulaire';

/** The site’s font, and rich colours dark enough for a 4.5:1 contrast with their text (sonner’s own are too light). */
const toasterStyle = {
  fontFamily: 'var(--font-sans)',
  '--success-text': '#14532d',
  '--info-text': '#1e3a8a',
  '--error-text': '#991b1b',
} as CSSProperties;

let loading: Promise<Sonner> | null = null;

/** The success message's links to send photos of the roof (./contact-form/PhotoSent.tsx), loaded on a successful send. */
export const loadPhotoSent = () => import('./contact-form/PhotoSent');

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function display(sonner: Sonner, { kind, title, description, duration }: ToastRequest): void {
  sonner.toast[kind](title, { id: TOAST_ID, description, duration });
}

/**
 * Toasts through `sonner`, fetched only once the visitor starts using the form (`prepare`,
 * on focus or pointer) rather than with the page: the toasts' container is in place, and
 * announced as a live region, well before the first outcome. `toaster` goes at the end of
 * `<body>` (a portal), above everything else on the page.
 */
export function useToasts(labels: ToastLabels) {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  // Set once the container is rendered and listening; a toast asked for before waits here.
  const readyRef = useRef<Sonner | null>(null);
  const pendingRef = useRef<ToastRequest | null>(null);

  const prepare = useCallback(() => {
    loadSonner().then(setSonner, (error: unknown) => console.error('Notifications indisponibles :', error));
  }, []);

  const show = useCallback(
    (request: ToastRequest) => {
      if (readyRef.current) {
        display(readyRef.current, request);
      } else {
        pendingRef.current = request;
        prepare();
      }
    },
    [prepare],
  );

  // Runs after <Toaster> (a child) has subscribed to the toasts: a pending one can be shown.
  useEffect(() => {
    if (!sonner) return;
    readyRef.current = sonner;
    if (pendingRef.current) {
      display(sonner, pendingRef.current);
      pendingRef.current = null;
    }
  }, [sonner]);

  const toaster = sonner
    ? createPortal(
        <sonner.Toaster
          position="bottom-right"
          richColors
          closeButton
          customAriaLabel={labels.region}
          // A close button of 24 × 24 px at least: the smallest target a finger or an unsteady hand hits reliably.
          toastOptions={{ closeButtonAriaLabel: labels.dismiss, classNames: { closeButton: '!size-6' } }}
          style={toasterStyle}
        />,
        document.body,
      )
    : null;

  return { prepare, show, toaster };
}
