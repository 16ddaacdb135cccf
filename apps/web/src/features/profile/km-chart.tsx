import { registerProfileTexts } from '../../app/i18n/profile-texts';
import { formatDecimal } from '../../ui/format/decimal';
import { useTranslation } from '../../ui/i18n/use-translation';
import classes from './km-chart.module.css';

registerProfileTexts();

export interface MonthlyKm {
  /** YYYY-MM */
  month: string;
  km: number;
  trips: number;
}

function monthName(month: string, language: string, style: 'short' | 'long'): string {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: style, ...(style === 'long' ? { year: 'numeric' } : {}) }).format(
    new Date(Date.UTC(year, index - 1, 15)),
  );
}

/**
 * Kilometres walked per month as bars (oldest on the left, this month darker), drawn with CSS: the labels keep their
 * size at any width, and no chart library joins the profile's chunk. The bars are labelled in whole kilometres;
 * screen readers get the exact numbers as a table, and the picture itself is hidden from them.
 */
export function KmChart({ months }: { months: readonly MonthlyKm[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const max = Math.max(...months.map((month) => month.km), 1);
  return (
    <figure style={{ margin: 0 }}>
      <div className={classes.chart} aria-hidden="true">
        {months.map((month, index) => (
          <div key={month.month} className={classes.column}>
            <span className={classes.value}>{month.km > 0 ? formatDecimal(Math.round(month.km), language) : ''}</span>
            <span className={classes.track}>
              {month.km > 0 && (
                <span
                  className={index === months.length - 1 ? classes.barCurrent : classes.bar}
                  style={{ height: `${Math.max((month.km / max) * 100, 3)}%` }}
                />
              )}
            </span>
            <span className={classes.label}>{monthName(month.month, language, 'short')}</span>
          </div>
        ))}
      </div>
      <table className={classes.visuallyHidden}>
        <caption>{t('profile:chart.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('profile:chart.month')}</th>
            <th scope="col">{t('profile:chart.km')}</th>
            <th scope="col">{t('profile:chart.trips')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthName(month.month, language, 'long')}</th>
              <td>{formatDecimal(month.km, language)}</td>
              <td>{month.trips}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
