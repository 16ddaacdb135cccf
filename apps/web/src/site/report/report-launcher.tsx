import { type ComponentType, createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { useSite } from '../site-context';
import { SiteToast, type SiteToastMessage } from '../toast';
import type { ReportDialogProps } from './report-dialog';
import type { ReportTarget } from './report-target';

type Report = (target: ReportTarget, opener: HTMLElement) => void;

const ReportContext = createContext<Report | null>(null);

/**
 * Lets the page's "Report" buttons open the report dialog, which is downloaded on the first click (the page's own
 * script stays within its budget), and gives focus back to the button that opened it when it closes. When the dialog
 * cannot be downloaded (the connection dropped after the page loaded), a toast says so instead of nothing happening.
 */
export function ReportLauncher({ children }: { children: ReactNode }) {
  const { texts } = useSite();
  const [open, setOpen] = useState<{ target: ReportTarget; Dialog: ComponentType<ReportDialogProps> } | null>(null);
  const [toast, setToast] = useState<SiteToastMessage | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const report = useCallback<Report>(
    (target, from) => {
      opener.current = from;
      setToast(null);
      import('./report-dialog').then(
        ({ ReportDialog }) => setOpen({ target, Dialog: ReportDialog }),
        () => setToast({ kind: 'error', text: texts.report.unavailable }),
      );
    },
    [texts],
  );
  const closeToast = useCallback(() => setToast(null), []);
  const close = useCallback(() => {
    setOpen(null);
    opener.current?.focus();
  }, []);
  return (
    <ReportContext.Provider value={report}>
      {children}
      {open && <open.Dialog key={`${open.target.kind}:${open.target.id}`} target={open.target} onClose={close} />}
      <SiteToast toast={toast} onClose={closeToast} />
    </ReportContext.Provider>
  );
}

/** Opens the report dialog on an item, from the button that asks (which takes focus back afterwards). */
export function useReport(): Report | null {
  return useContext(ReportContext);
}
