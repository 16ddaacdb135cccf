import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { showToast } from '../../../app/toast';
import type { consoleTexts } from '../../../locales/cs/console';
import { Dialog } from '../../../ui/dialog';
import { formatDateTime } from '../../../ui/format/date-time';
import { formatDecimal } from '../../../ui/format/decimal';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { LoadState } from '../../../ui/load-state';
import { outdatedVersion } from './outdated-version';
import {
  type DiffLine,
  diffRevisions,
  type FieldChange,
  parseRevisionFields,
  type RevisionFieldDescriptor,
  type RevisionValue,
} from './revision-diff';
import classes from './revisions-panel.module.css';

/** One row of a kind's revisions query (`tripRevisions`, `articleRevisions`…): the newest first. */
export interface RevisionRow {
  version: number;
  createdAt: string;
  author: { _id: string; shortname: string } | null;
  fields: string;
}

/** A kind's revisions as the panel shows them: the rows once loaded, and how to ask again. */
export interface RevisionRows {
  rows: readonly RevisionRow[] | undefined;
  loading: boolean;
  failed: boolean;
  refetch(): void;
}

type ConsoleTexts = typeof consoleTexts;

/** The console text sections that name a kind in the panel: its table's caption, the empty state, its fields… */
export type RevisionsKindTexts = {
  [Key in keyof ConsoleTexts]: ConsoleTexts[Key] extends {
    caption: string;
    empty: string;
    confirmText: string;
    outdated: string;
    fields: object;
  }
    ? Key
    : never;
}[keyof ConsoleTexts];

/** What a revision holds by id, which the kind names from its own options (and the item's current values). */
export type RevisionRef = Extract<RevisionValue, { type: 'area' | 'label' | 'author' | 'trip' }>;

export interface RevisionsPanelProps<Item extends { _id: string; version: number }, Field extends string> {
  /** The item as last saved: a new version asks for the revisions again. */
  item: Item;
  /** Its revisions, the newest first (`useRevisionRows`). */
  revisions: RevisionRows;
  /** Restores a revision as the item's newest version and answers the item; an outdated version throws. */
  restore(revision: number): Promise<Item>;
  onRestored(item: Item): void;
  /** The kind's fields in the editor's order, each with how it reads. */
  fields: readonly RevisionFieldDescriptor<Field>[];
  fieldName(field: Field): string;
  /** An area, label, author or trip by name; undefined when it is no longer known. */
  refName?(ref: RevisionRef): string | undefined;
  /** An enum value (a `values` field's) in words. */
  enumName?(value: string): string;
  /** The kind's own texts: `console:<texts>.caption`, `.empty`, `.confirmText`, `.outdated`. */
  texts: RevisionsKindTexts;
}

/** A kind's revisions query as the panel's rows: asked for on every visit, as another editor may have saved. */
export function useRevisionRows<Data>(
  query: TypedDocumentNode<Data, { id: string }>,
  id: string,
  rowsOf: (data: Data) => readonly RevisionRow[],
): RevisionRows {
  const { data, loading, error, refetch } = useQuery(query, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const again = useCallback(() => void refetch(), [refetch]);
  return {
    rows: data ? rowsOf(data) : undefined,
    loading: loading && !data,
    failed: Boolean(error) && !data,
    refetch: again,
  };
}

/** A coordinate to 5 decimals (as the diff rounds it) in the language's style. */
function coordinate(value: number, language: string): string {
  const text = String(value);
  return language.startsWith('en') ? text : text.replace('.', ',');
}

type ValueNames = Pick<RevisionsPanelProps<{ _id: string; version: number }, string>, 'refName' | 'enumName'>;

/** A value of a revision as words: enums and things held by id through the kind's names. */
function useValueText({ refName, enumName }: ValueNames) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const percent = (share: number) => String(Math.round(share * 100));
  return (value: RevisionValue): ReactNode => {
    switch (value.type) {
      case 'none':
        return t('console:revisions.values.none');
      case 'text':
        return value.text;
      case 'km':
        return t('trips:km', { value: formatDecimal(value.value, language) });
      case 'coordinates':
        return t('console:revisions.values.coordinates', {
          lat: coordinate(value.lat, language),
          lng: coordinate(value.lng, language),
        });
      case 'values':
        return value.values.map((item) => enumName?.(item) ?? item).join(', ');
      case 'area':
      case 'label':
      case 'author':
      case 'trip':
        return refName?.(value) ?? t('console:revisions.values.unknown');
      case 'track':
        return t('console:revisions.values.track', { id: value.id.slice(0, 8) });
      case 'image':
        return value.alt
          ? t('console:revisions.values.imageWithAlt', { id: value.id.slice(0, 8), alt: value.alt })
          : t('console:revisions.values.image', { id: value.id.slice(0, 8) });
      case 'cover':
        return value.alt || t('console:revisions.values.noAlt');
      case 'photos':
        return (
          <>
            {t('console:revisions.values.photos', { count: value.photos.length })}
            <ul className={classes.photos}>
              {value.photos.map((photo, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a photo is its place in the gallery; alt texts repeat.
                <li key={index}>
                  {photo.alt || t('console:revisions.values.noAlt')}
                  {photo.altEn && <span lang="en">{` / ${photo.altEn}`}</span>}
                  {photo.focalX !== 0.5 || photo.focalY !== 0.5
                    ? ` (${t('console:revisions.values.focus', { x: percent(photo.focalX), y: percent(photo.focalY) })})`
                    : ''}
                </li>
              ))}
            </ul>
          </>
        );
    }
  };
}

/** Changed lines of a long text, the removed and added ones marked for the eye and named for screen readers. */
function Lines({ lines }: { lines: DiffLine[] }) {
  const { t } = useTranslation();
  return (
    <div className={classes.lines}>
      {lines.map((line, index) => {
        const text = line.text || '\u00a0';
        const key = `${index}-${line.kind}`;
        if (line.kind === 'same') {
          return (
            <div key={key} className={classes.line}>
              {text}
            </div>
          );
        }
        const Mark = line.kind === 'added' ? 'ins' : 'del';
        return (
          <Mark key={key} className={classes.line} data-kind={line.kind}>
            <span aria-hidden className={classes.sign}>
              {line.kind === 'added' ? '+' : '−'}
            </span>
            <VisuallyHidden>{t(`console:revisions.${line.kind}`)}: </VisuallyHidden>
            {text}
          </Mark>
        );
      })}
    </div>
  );
}

function Comparison<Field extends string>({
  from,
  to,
  changes,
  fieldName,
  names,
}: {
  from: number;
  to: number;
  changes: FieldChange<Field>[];
  fieldName(field: Field): string;
  names: ValueNames;
}) {
  const { t } = useTranslation();
  const valueText = useValueText(names);
  const titleId = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={titleId}>
      <Title order={3} fz="h4" id={titleId}>
        {t('console:revisions.compareTitle', { from, to })}
      </Title>
      {changes.length === 0 ? (
        <Text>{t('console:revisions.noChanges')}</Text>
      ) : (
        <table className={`${classes.table} ${classes.comparison}`}>
          <thead>
            <tr>
              <th scope="col">{t('console:revisions.field')}</th>
              <th scope="col">{t('console:revisions.version', { version: from })}</th>
              <th scope="col">{t('console:revisions.version', { version: to })}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{fieldName(change.field)}</th>
                {change.kind === 'lines' ? (
                  <td colSpan={2}>
                    <Lines lines={change.lines} />
                  </td>
                ) : (
                  <>
                    <td>{valueText(change.before)}</td>
                    <td>{valueText(change.after)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Stack>
  );
}

/**
 * An editorial item's revisions in its editor (a trip's, an article's…): newest first with who saved them and when;
 * two ticked are compared field by field, and one can be restored (after a confirmation) as the newest version.
 */
export function RevisionsPanel<Item extends { _id: string; version: number }, Field extends string>({
  item,
  revisions: { rows, loading, failed, refetch },
  restore,
  onRestored,
  fields,
  fieldName,
  refName,
  enumName,
  texts,
}: RevisionsPanelProps<Item, Field>) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  // Every save is a new revision: ask again whenever the item's version moves on.
  const shownVersion = useRef(item.version);
  useEffect(() => {
    if (shownVersion.current === item.version) return;
    shownVersion.current = item.version;
    refetch();
  }, [item.version, refetch]);
  const [compared, setCompared] = useState<number[]>([]);
  // The version the dialog asks about stays while the dialog closes, so its text does not change as it fades.
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(0);
  const [restoreBusy, setRestoreBusy] = useState(false);

  const revisions = rows ?? [];
  const newest = revisions[0]?.version;
  const pair = compared.filter((version) => revisions.some((revision) => revision.version === version));
  const [from, to] = [...pair].sort((a, b) => a - b);
  const fieldsOf = (version: number | undefined) =>
    parseRevisionFields(revisions.find((revision) => revision.version === version)?.fields ?? '{}');

  // Ticking a third version drops the one ticked first: two are always what is compared.
  const toggle = (version: number, checked: boolean) =>
    setCompared((current) =>
      checked
        ? [...current.filter((entry) => entry !== version), version].slice(-2)
        : current.filter((entry) => entry !== version),
    );

  const confirmRestore = async () => {
    setRestoreBusy(true);
    try {
      const restored = await restore(restoring);
      showToast('success', t('console:revisions.restored', { version: restoring, newVersion: restored.version }));
      setConfirming(false);
      onRestored(restored);
    } catch (failure) {
      const outdated = outdatedVersion(failure);
      showToast(
        'error',
        outdated
          ? t(`console:${texts}.outdated`, { name: outdated.changedBy ?? t('console:revisions.nobody') })
          : t('console:revisions.failed'),
      );
      setConfirming(false);
    } finally {
      setRestoreBusy(false);
    }
  };

  return (
    <Stack component="section" gap="md" aria-labelledby={titleId}>
      <div>
        <Title order={2} fz="h3" id={titleId}>
          {t('console:revisions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('console:revisions.description')}
        </Text>
      </div>
      <LoadState
        loading={loading}
        failed={failed}
        loadingText={t('console:revisions.loading')}
        failedText={t('console:revisions.loadFailed')}
        retryLabel={t('console:revisions.retry')}
        onRetry={refetch}
      />
      {rows && revisions.length === 0 && <Text>{t(`console:${texts}.empty`)}</Text>}
      {revisions.length > 0 && (
        // Scrolls sideways on a phone; its checkboxes and buttons take the focus there.
        <div className={classes.scroll}>
          <table className={classes.table}>
            {/* The heading and description above say it for the eye; the caption names the table for screen readers. */}
            <caption className={classes.caption}>{t(`console:${texts}.caption`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('console:revisions.columns.compare')}</th>
                <th scope="col">{t('console:revisions.columns.version')}</th>
                <th scope="col">{t('console:revisions.columns.when')}</th>
                <th scope="col">{t('console:revisions.columns.who')}</th>
                <th scope="col">{t('console:revisions.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {revisions.map((revision) => (
                <tr key={revision.version}>
                  <td>
                    <input
                      type="checkbox"
                      className={classes.checkbox}
                      aria-label={t('console:revisions.compareVersion', { version: revision.version })}
                      checked={pair.includes(revision.version)}
                      onChange={(event) => toggle(revision.version, event.currentTarget.checked)}
                    />
                  </td>
                  <th scope="row">
                    <Group gap="xs" wrap="nowrap">
                      {revision.version}
                      {revision.version === newest && (
                        <Badge variant="light" color="forest" size="sm" className={classes.badge}>
                          {t('console:revisions.current')}
                        </Badge>
                      )}
                    </Group>
                  </th>
                  <td>{formatDateTime(revision.createdAt, i18n.language)}</td>
                  <td>{revision.author?.shortname ?? t('console:revisions.nobody')}</td>
                  <td>
                    {revision.version !== newest && (
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={t('console:revisions.restoreVersion', { version: revision.version })}
                        onClick={() => {
                          setRestoring(revision.version);
                          setConfirming(true);
                        }}
                      >
                        {t('console:revisions.restore')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revisions.length > 1 &&
        (from !== undefined && to !== undefined ? (
          <Comparison
            from={from}
            to={to}
            changes={diffRevisions(fields, fieldsOf(from), fieldsOf(to))}
            fieldName={fieldName}
            names={{ refName, enumName }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('console:revisions.pickTwo')}
          </Text>
        ))}
      <Dialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('console:revisions.confirmTitle', { version: restoring })}
      >
        <Stack gap="md">
          <Text>{t(`console:${texts}.confirmText`, { version: restoring })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('console:revisions.cancel')}
            </Button>
            <Button loading={restoreBusy} onClick={() => void confirmRestore()}>
              {t('console:revisions.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
