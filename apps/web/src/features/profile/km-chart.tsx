import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../ui/format/decimal';
import classes from './km-chart.module.css';

export interface MonthlyKm {
  /** YYYY-MM */
  month: string;
  km: number;
  trips: number;
}

const WIDTH = 600;
const HEIGHT = 180;
const TOP = 18;
const BOTTOM = 22;

function monthName(month: string, language: string, style: 'short' | 'long'): string {
  const [year, index] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: style, ...(style === 'long' ? { year: 'numeric' } : {}) }).format(
    new Date(Date.UTC(year, index - 1, 15)),
  );
}

/**
 * Kilometres walked per month as bars (oldest on the left, this month darker), drawn in SVG: no chart library in the
 * profile's chunk. Screen readers get the same numbers as a table; the picture itself is hidden from them.
 */
export function KmChart({ months }: { months: readonly MonthlyKm[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const max = Math.max(...months.map((month) => month.km), 1);
  const slot = WIDTH / months.length;
  const barWidth = slot * 0.62;
  const plot = HEIGHT - TOP - BOTTOM;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        className={classes.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
        preserveAspectRatio="xMidYMid meet"
      >
        <line className={classes.axis} x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} />
        {months.map((month, index) => {
          const height = (month.km / max) * plot;
          const x = index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - BOTTOM - height;
          return (
            <g key={month.month}>
              {month.km > 0 && (
                <>
                  <rect
                    className={index === months.length - 1 ? classes.barCurrent : classes.bar}
                    x={x}
                    y={y}
                    width={barWidth}
                    height={Math.max(height, 2)}
                    rx={4}
                  />
                  <text className={classes.value} x={x + barWidth / 2} y={y - 4} textAnchor="middle">
                    {formatDecimal(month.km, language)}
                  </text>
                </>
              )}
              <text className={classes.label} x={index * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle">
                {monthName(month.month, language, 'short')}
              </text>
            </g>
          );
        })}
      </svg>
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
