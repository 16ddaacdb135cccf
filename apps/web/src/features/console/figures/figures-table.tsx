import '@mantine/core/styles/Table.css';
import { Table, VisuallyHidden } from '@mantine/core';
import type { ModerationDecisionKind, ModerationFiguresQuery } from '../../../generated/graphql';
import { formatDecimal } from '../../../ui/format/decimal';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { REPORT_REASONS } from '../../trips';
import classes from './figures.module.css';
import { formatMonth, type MonthRange } from './months';

type MonthFigures = ModerationFiguresQuery['moderationFigures'][number];

/** The decision kinds in the API's order (the CSV's columns too). */
const DECISIONS = ['HIDE', 'KEEP'] as const satisfies readonly ModerationDecisionKind[];

function Count({ value }: { value: number }) {
  return <Table.Td className={classes.number}>{value}</Table.Td>;
}

/**
 * The figures, one row per month, the columns grouped as the transparency report has them: reports by reason,
 * decisions, the median time to decide, appeals. On a phone the table scrolls sideways, also from the keyboard.
 */
export function FiguresTable({ months, range }: { months: MonthFigures[]; range: MonthRange }) {
  const { t, i18n } = useTranslation();
  const label = t('console:figures.tableLabel', {
    from: formatMonth(range.from, i18n.language),
    to: formatMonth(range.to, i18n.language),
  });
  return (
    <Table.ScrollContainer type="native" minWidth={1180} tabIndex={0} role="region" aria-label={label}>
      <Table verticalSpacing="xs" withColumnBorders striped>
        <colgroup span={1} />
        <colgroup span={REPORT_REASONS.length} />
        <colgroup span={DECISIONS.length} />
        <colgroup span={1} />
        <colgroup span={3} />
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2} scope="col">
              {t('console:figures.columns.month')}
            </Table.Th>
            <Table.Th colSpan={REPORT_REASONS.length} scope="colgroup" className={classes.group}>
              {t('console:figures.columns.reports')}
            </Table.Th>
            <Table.Th colSpan={DECISIONS.length} scope="colgroup" className={classes.group}>
              {t('console:figures.columns.decisions')}
            </Table.Th>
            <Table.Th rowSpan={2} scope="col" className={classes.number}>
              {t('console:figures.columns.median')}
            </Table.Th>
            <Table.Th colSpan={3} scope="colgroup" className={classes.group}>
              {t('console:figures.columns.appeals')}
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            {REPORT_REASONS.map((reason) => (
              <Table.Th key={reason} scope="col" className={classes.number}>
                {t(`console:reports.reasons.${reason}`)}
              </Table.Th>
            ))}
            {DECISIONS.map((decision) => (
              <Table.Th key={decision} scope="col" className={classes.number}>
                {t(`console:figures.columns.${decision}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col" className={classes.number}>
              {t('console:figures.columns.received')}
            </Table.Th>
            <Table.Th scope="col" className={classes.number}>
              {t('console:figures.columns.restored')}
            </Table.Th>
            <Table.Th scope="col" className={classes.number}>
              {t('console:figures.columns.confirmed')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((month) => (
            <Table.Tr key={month.month}>
              <Table.Th scope="row" className={classes.month}>
                {formatMonth(month.month, i18n.language)}
              </Table.Th>
              {/* The API lists every reason and kind, zeros included; 0 only guards a list that lacks one. */}
              {REPORT_REASONS.map((reason) => (
                <Count
                  key={reason}
                  value={month.reportsByReason.find((entry) => entry.reason === reason)?.count ?? 0}
                />
              ))}
              {DECISIONS.map((decision) => (
                <Count
                  key={decision}
                  value={month.decisionsByKind.find((entry) => entry.decision === decision)?.count ?? 0}
                />
              ))}
              <Table.Td className={classes.number}>
                {month.medianHoursToDecision === null ? (
                  <>
                    <span aria-hidden>—</span>
                    <VisuallyHidden>{t('console:figures.noMedian')}</VisuallyHidden>
                  </>
                ) : (
                  formatDecimal(month.medianHoursToDecision, i18n.language)
                )}
              </Table.Td>
              <Count value={month.appealsReceived} />
              <Count value={month.appealsRestored} />
              <Count value={month.appealsConfirmed} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
