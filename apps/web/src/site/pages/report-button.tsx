import { useReport } from '../report/report-launcher';
import type { ReportTarget } from '../report/report-target';
import { useSite } from '../site-context';
import { useHydrated } from '../use-hydrated';
import own from './trip-page.module.css';

/**
 * "Report" on a rating or a photo, named for what it reports (`label`, which starts with the visible word). Shown
 * once the page is hydrated: without JavaScript it could not do anything.
 */
export function ReportButton({ target, label }: { target: ReportTarget; label: string }) {
  const { texts } = useSite();
  const report = useReport();
  const hydrated = useHydrated();
  if (!report || !hydrated) return null;
  return (
    <button
      type="button"
      className={own.reportButton}
      aria-label={label}
      onClick={(event) => report(target, event.currentTarget)}
    >
      {texts.tripPage.report}
    </button>
  );
}
