import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorTripFieldsFragment } from '../../../generated/graphql';
import { Dialog } from '../../../ui/dialog';
import { formatDateTime } from '../../../ui/format/date-time';
import { formatDecimal } from '../../../ui/format/decimal';
import { LoadState } from '../../../ui/load-state';
import { showToast } from '../../../ui/toast';
import type { TripValue } from '../../trips/trip-filter';
import { restoreTripRevisionMutation, tripEditorOptionsQuery, tripRevisionsQuery } from '../graphql/trips.queries';
import {
  type DiffLine,
  diffRevisions,
  type FieldChange,
  parseRevisionFields,
  type RevisionField,
  type RevisionValue,
} from './revision-diff';
import { outdatedVersion } from './trip-errors';
import classes from './trip-revisions.module.css';

interface TripRevisionsProps {
  trip: EditorTripFieldsFragment;
  onRestored(trip: EditorTripFieldsFragment): void;
}

/** The attribute groups are named by the app's filter texts; the other fields by the console's. */
const APP_FIELD_NAMES = {
  areaId: 'trips:filter.groups.area',
  lengthKm: 'trips:filter.groups.length',
  duration: 'trips:filter.groups.duration',
  routeType: 'trips:filter.groups.routeType',
  terrain: 'trips:filter.groups.terrain',
  suitability: 'trips:filter.groups.suitability',
  accessibility: 'trips:filter.groups.accessibility',
  gastro: 'trips:filter.groups.gastro',
  additionalActivities: 'trips:filter.groups.additionalActivities',
  overnightStay: 'trips:filter.groups.overnightStay',
} as const satisfies Partial<Record<RevisionField, string>>;

function useFieldName() {
  const { t } = useTranslation();
  return (field: RevisionField): string =>
    field in APP_FIELD_NAMES
      ? t(APP_FIELD_NAMES[field as keyof typeof APP_FIELD_NAMES])
      : t(`console:tripRevisions.fields.${field as Exclude<RevisionField, keyof typeof APP_FIELD_NAMES>}`);
}

/** A coordinate to 5 decimals (as the diff rounds it) in the language's style. */
function coordinate(value: number, language: string): string {
  const text = String(value);
  return language.startsWith('en') ? text : text.replace('.', ',');
}

/** A value of a revision as words: enums through the app's attribute texts, areas and labels by name. */
function useValueText(trip: EditorTripFieldsFragment) {
  const { t, i18n } = useTranslation();
  const options = useQuery(tripEditorOptionsQuery).data;
  const language = i18n.language;
  const percent = (share: number) => String(Math.round(share * 100));
  return (value: RevisionValue): ReactNode => {
    switch (value.type) {
      case 'none':
        return t('console:tripRevisions.values.none');
      case 'text':
        return value.text;
      case 'km':
        return t('trips:km', { value: formatDecimal(value.value, language) });
      case 'coordinates':
        return t('console:tripRevisions.values.coordinates', {
          lat: coordinate(value.lat, language),
          lng: coordinate(value.lng, language),
        });
      case 'values':
        return value.values.map((item) => t(`trips:values.${item as TripValue}`)).join(', ');
      case 'area':
        return (
          options?.areaSelectOptions.find((area) => area.value === value.id)?.label ??
          (trip.area?._id === value.id ? trip.area.name : t('console:tripRevisions.values.unknown'))
        );
      case 'label': {
        const label = options?.editorLabels.find((item) => item._id === value.id);
        if (label) return language.startsWith('en') ? label.labelEn : label.labelCs;
        return trip.label?._id === value.id ? trip.label.label : t('console:tripRevisions.values.unknown');
      }
      case 'track':
        return t('console:tripRevisions.values.track', { id: value.id.slice(0, 8) });
      case 'cover':
        return value.alt || t('console:tripRevisions.values.noAlt');
      case 'photos':
        return (
          <>
            {t('console:tripRevisions.values.photos', { count: value.photos.length })}
            <List size="sm" mt={4}>
              {value.photos.map((photo, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a photo is its place in the gallery; alt texts repeat.
                <List.Item key={index}>
                  {photo.alt || t('console:tripRevisions.values.noAlt')}
                  {photo.focalX !== 0.5 || photo.focalY !== 0.5
                    ? ` (${t('console:tripRevisions.values.focus', { x: percent(photo.focalX), y: percent(photo.focalY) })})`
                    : ''}
                </List.Item>
              ))}
            </List>
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
            <VisuallyHidden>{t(`console:tripRevisions.${line.kind}`)}: </VisuallyHidden>
            {text}
          </Mark>
        );
      })}
    </div>
  );
}

function Comparison({
  trip,
  from,
  to,
  changes,
}: {
  trip: EditorTripFieldsFragment;
  from: number;
  to: number;
  changes: FieldChange[];
}) {
  const { t } = useTranslation();
  const fieldName = useFieldName();
  const valueText = useValueText(trip);
  const titleId = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={titleId}>
      <Title order={3} fz="h4" id={titleId}>
        {t('console:tripRevisions.compareTitle', { from, to })}
      </Title>
      {changes.length === 0 ? (
        <Text>{t('console:tripRevisions.noChanges')}</Text>
      ) : (
        <table className={`${classes.table} ${classes.comparison}`}>
          <thead>
            <tr>
              <th scope="col">{t('console:tripRevisions.field')}</th>
              <th scope="col">{t('console:tripRevisions.version', { version: from })}</th>
              <th scope="col">{t('console:tripRevisions.version', { version: to })}</th>
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
 * The trip's revisions in the editor: newest first with who saved them and when; two ticked are compared field by
 * field, and one can be restored (after a confirmation) as the trip's newest version.
 */
export function TripRevisions({ trip, onRestored }: TripRevisionsProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { data, loading, error, refetch } = useQuery(tripRevisionsQuery, {
    variables: { id: trip._id },
    fetchPolicy: 'cache-and-network',
  });
  // Every save is a new revision: ask again whenever the trip's version moves on.
  const shownVersion = useRef(trip.version);
  useEffect(() => {
    if (shownVersion.current === trip.version) return;
    shownVersion.current = trip.version;
    void refetch();
  }, [trip.version, refetch]);
  const [compared, setCompared] = useState<number[]>([]);
  // The version the dialog asks about stays while the dialog closes, so its text does not change as it fades.
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(0);
  const [restore, { loading: restoreBusy }] = useMutation(restoreTripRevisionMutation);

  const revisions = data?.tripRevisions ?? [];
  const newest = revisions[0]?.version;
  const pair = compared.filter((version) => revisions.some((revision) => revision.version === version));
  const [from, to] = [...pair].sort((a, b) => a - b);
  const fieldsOf = (version: number | undefined) =>
    parseRevisionFields(revisions.find((revision) => revision.version === version)?.fields ?? '{}');

  // Ticking a third version drops the one ticked first: two are always what is compared.
  const toggle = (version: number, checked: boolean) =>
    setCompared((current) =>
      checked
        ? [...current.filter((item) => item !== version), version].slice(-2)
        : current.filter((item) => item !== version),
    );

  const confirmRestore = async () => {
    try {
      const result = await restore({ variables: { id: trip._id, version: trip.version, revision: restoring } });
      const restored = result.data?.restoreTripRevision;
      if (!restored) throw new Error('restoreTripRevision answered no trip');
      showToast('success', t('console:tripRevisions.restored', { version: restoring, newVersion: restored.version }));
      setConfirming(false);
      onRestored(restored);
    } catch (failure) {
      const outdated = outdatedVersion(failure);
      showToast(
        'error',
        outdated
          ? t('console:tripRevisions.outdated', { name: outdated.changedBy ?? t('console:tripRevisions.nobody') })
          : t('console:tripRevisions.failed'),
      );
      setConfirming(false);
    }
  };

  return (
    <Stack component="section" gap="md" aria-labelledby={titleId}>
      <div>
        <Title order={2} fz="h3" id={titleId}>
          {t('console:tripRevisions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('console:tripRevisions.description')}
        </Text>
      </div>
      <LoadState
        loading={loading && !data}
        failed={Boolean(error) && !data}
        loadingText={t('console:tripRevisions.loading')}
        failedText={t('console:tripRevisions.loadFailed')}
        retryLabel={t('console:tripRevisions.retry')}
        onRetry={() => void refetch()}
      />
      {data && revisions.length === 0 && <Text>{t('console:tripRevisions.empty')}</Text>}
      {revisions.length > 0 && (
        // Scrolls sideways on a phone; its checkboxes and buttons take the focus there.
        <div className={classes.scroll}>
          <table className={classes.table}>
            {/* The heading and description above say it for the eye; the caption names the table for screen readers. */}
            <caption className={classes.caption}>{t('console:tripRevisions.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('console:tripRevisions.columns.compare')}</th>
                <th scope="col">{t('console:tripRevisions.columns.version')}</th>
                <th scope="col">{t('console:tripRevisions.columns.when')}</th>
                <th scope="col">{t('console:tripRevisions.columns.who')}</th>
                <th scope="col">{t('console:tripRevisions.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {revisions.map((revision) => (
                <tr key={revision.version}>
                  <td>
                    <input
                      type="checkbox"
                      className={classes.checkbox}
                      aria-label={t('console:tripRevisions.compareVersion', { version: revision.version })}
                      checked={pair.includes(revision.version)}
                      onChange={(event) => toggle(revision.version, event.currentTarget.checked)}
                    />
                  </td>
                  <th scope="row">
                    <Group gap="xs" wrap="nowrap">
                      {revision.version}
                      {revision.version === newest && (
                        <Badge variant="light" color="forest" size="sm" className={classes.badge}>
                          {t('console:tripRevisions.current')}
                        </Badge>
                      )}
                    </Group>
                  </th>
                  <td>{formatDateTime(revision.createdAt, i18n.language)}</td>
                  <td>{revision.author?.shortname ?? t('console:tripRevisions.nobody')}</td>
                  <td>
                    {revision.version !== newest && (
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={t('console:tripRevisions.restoreVersion', { version: revision.version })}
                        onClick={() => {
                          setRestoring(revision.version);
                          setConfirming(true);
                        }}
                      >
                        {t('console:tripRevisions.restore')}
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
          <Comparison trip={trip} from={from} to={to} changes={diffRevisions(fieldsOf(from), fieldsOf(to))} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('console:tripRevisions.pickTwo')}
          </Text>
        ))}
      <Dialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('console:tripRevisions.confirmTitle', { version: restoring })}
      >
        <Stack gap="md">
          <Text>{t('console:tripRevisions.confirmText', { version: restoring })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('console:tripRevisions.cancel')}
            </Button>
            <Button loading={restoreBusy} onClick={() => void confirmRestore()}>
              {t('console:tripRevisions.confirm')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
