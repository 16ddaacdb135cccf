// Only the console shows tables: their styles come with it, not in the app's stylesheet (src/ui/mantine-styles.ts).
import '@mantine/core/styles/Table.css';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSession } from '../../app/session/use-session';
import { showToast } from '../../app/toast';
import type { ConsoleLabelFragment, LabelKind } from '../../generated/graphql';
import { Dialog } from '../../ui/dialog';
import { applyServerFieldErrors, serverFieldErrors } from '../../ui/forms/server-errors';
import { validationMessage } from '../../ui/forms/validation-message';
import { z } from '../../ui/forms/zod';
import { useTranslation } from '../../ui/i18n/use-translation';
import { LoadState } from '../../ui/load-state';
import { PageHeading } from '../../ui/page-heading';
import { NoAccess } from './console-layout';
import { managedLabelKinds } from './console-roles';
import { ConflictAlert } from './editorial/conflict-alert';
import {
  createLabelMutation,
  deleteLabelMutation,
  editorLabelsQuery,
  updateLabelMutation,
} from './graphql/taxonomy.queries';
import { isHexColor, labelContrast } from './label-contrast';
import classes from './taxonomy.module.css';
import { TaxonomyDeleteDialog } from './taxonomy-delete-dialog';
import {
  formatRatio,
  lowContrastError,
  searchable,
  useLastShown,
  useTaxonomyErrorTranslator,
  useUrlParam,
  useVersionedEdit,
} from './taxonomy-form';
import { useSearchText } from './use-search-text';

const NAME_MAX_LENGTH = 40;
/** The queries that list labels: this screen's, and the trip editor's pickers when they are open. */
const LABEL_LISTS = ['ConsoleLabels', 'TripEditorOptions'];

const nameField = z
  .string()
  .trim()
  .min(1, { error: validationMessage('REQUIRED') })
  .max(NAME_MAX_LENGTH, { error: validationMessage('MAX_LENGTH', { maxLength: NAME_MAX_LENGTH }) });

/** The API's rules (taxonomy.inputs.ts), and the contrast it checks, said before saving. */
const labelSchema = z.object({
  labelCs: nameField,
  labelEn: nameField,
  color: z
    .string()
    .trim()
    .min(1, { error: validationMessage('REQUIRED') })
    .refine(isHexColor, { error: validationMessage('INVALID_VALUE') })
    .superRefine((color, context) => {
      const contrast = labelContrast(color);
      if (contrast && !contrast.passes) context.addIssue({ code: 'custom', message: lowContrastError(contrast.ratio) });
    }),
});
type LabelValues = z.input<typeof labelSchema>;
const FIELDS = ['labelCs', 'labelEn', 'color'] as const;

/** A label exactly as the app draws it on a trip card, a trip and the wall. */
export function LabelChip({ color, children }: { color: string; children: string }) {
  return (
    <Badge color={color} variant="filled" radius="sm" className={classes.chip}>
      {children}
    </Badge>
  );
}

/** The colour's white-text contrast as the editor types, said politely to screen readers. */
function ContrastNote({ color }: { color: string }) {
  const { t, i18n } = useTranslation();
  const contrast = labelContrast(color);
  const text = !contrast
    ? t('console:labels.contrastUnknown')
    : t(contrast.passes ? 'console:labels.contrastPasses' : 'console:labels.contrastFails', {
        ratio: formatRatio(contrast.ratio, i18n.language),
      });
  return (
    <Text size="sm" c={contrast && !contrast.passes ? 'var(--mantine-color-error)' : undefined} aria-live="polite">
      {text}
    </Text>
  );
}

type Editing = { kind: LabelKind; label: ConsoleLabelFragment | null };

const valuesOf = (label: ConsoleLabelFragment): LabelValues => ({
  labelCs: label.labelCs,
  labelEn: label.labelEn,
  color: label.color,
});

/**
 * Create or edit a label: names, colour with a live preview and contrast, field errors in the reader's language. An
 * edit saves the version it opened with; one changed meanwhile is refused, and the dialog says who changed it.
 */
function LabelForm({ editing, onClose }: { editing: Editing; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const translate = useTaxonomyErrorTranslator();
  const client = useApolloClient();
  const [create] = useMutation(createLabelMutation, { refetchQueries: LABEL_LISTS });
  const [update] = useMutation(updateLabelMutation, { refetchQueries: LABEL_LISTS });
  const form = useForm<LabelValues>({
    resolver: zodResolver(labelSchema),
    defaultValues: editing.label ? valuesOf(editing.label) : { labelCs: '', labelEn: '', color: '#1d6b3a' },
  });
  const versioned = useVersionedEdit({
    section: 'labels',
    lists: LABEL_LISTS,
    opened: editing.label,
    reload: async (label) => {
      const { data } = await client.query({
        query: editorLabelsQuery,
        variables: { kind: label.kind },
        fetchPolicy: 'network-only',
      });
      return data?.editorLabels.find((each) => each._id === label._id);
    },
    adopt: (label) => form.reset(valuesOf(label)),
  });
  const { errors, isSubmitting } = form.formState;
  const color = form.watch('color').trim();
  const [labelCs, labelEn] = form.watch(['labelCs', 'labelEn']);
  const shownName = (i18n.language.startsWith('en') ? labelEn : labelCs).trim() || labelCs.trim() || labelEn.trim();

  const submit = form.handleSubmit(async (values) => {
    const input = labelSchema.parse(values);
    const name = input.labelCs;
    try {
      if (versioned.base) {
        await update({ variables: { id: versioned.base._id, version: versioned.base.version, input } });
        showToast('success', t('console:labels.saved', { name }));
      } else {
        await create({ variables: { kind: editing.kind, input } });
        showToast('success', t('console:labels.created', { name }));
      }
      onClose();
    } catch (error) {
      if (versioned.outdated(error)) return;
      const fields = serverFieldErrors(error);
      const contrast = fields.find((field) => field.messageKey === 'LOW_CONTRAST');
      if (contrast) {
        form.setError(
          'color',
          { type: 'server', message: lowContrastError(Number(contrast.params?.ratio)) },
          { shouldFocus: true },
        );
      }
      const unmatched = applyServerFieldErrors(
        fields.filter((field) => field !== contrast),
        form.setError,
        FIELDS,
      );
      showToast(
        'error',
        t(fields.length > 0 && unmatched.length === 0 ? 'console:labels.invalid' : 'console:labels.failed'),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      {versioned.conflict && (
        <ConflictAlert conflict={versioned.conflict} texts="labels" onLoadTheirs={() => void versioned.loadTheirs()} />
      )}
      <Stack gap="md">
        <TextInput
          label={t('console:labels.fields.labelCs')}
          description={t('console:labels.nameHint')}
          required
          data-autofocus
          error={translate(errors.labelCs?.message)}
          {...form.register('labelCs')}
        />
        <TextInput
          label={t('console:labels.fields.labelEn')}
          description={t('console:labels.nameHint')}
          required
          error={translate(errors.labelEn?.message)}
          {...form.register('labelEn')}
        />
        <TextInput
          label={t('console:labels.fields.color')}
          description={t('console:labels.colorHint')}
          required
          spellCheck={false}
          autoComplete="off"
          error={translate(errors.color?.message)}
          rightSectionWidth={52}
          rightSectionPointerEvents="all"
          rightSection={
            <input
              type="color"
              className={classes.colorPicker}
              aria-label={t('console:labels.fields.colorPicker')}
              value={isHexColor(color) ? color.toLowerCase() : '#000000'}
              onChange={(event) =>
                form.setValue('color', event.currentTarget.value, { shouldDirty: true, shouldValidate: true })
              }
            />
          }
          {...form.register('color')}
        />
        <Stack gap={6} className={classes.preview}>
          <Text size="sm" fw={600}>
            {t('console:labels.preview')}
          </Text>
          {isHexColor(color) && shownName ? <LabelChip color={color}>{shownName}</LabelChip> : null}
          <ContrastNote color={color} />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('console:labels.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('console:labels.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function LabelDialog({ editing: given, onClose }: { editing: Editing | null; onClose(): void }) {
  const { t } = useTranslation();
  const editing = useLastShown(given);
  const title = editing?.label
    ? t('console:labels.editTitle', { name: editing.label.labelCs })
    : t('console:labels.createTitle', { kind: t(`console:labels.kinds.${editing?.kind ?? 'TRIP'}`) });
  return (
    <Dialog opened={given !== null} onClose={onClose} title={title} size="lg">
      {editing && <LabelForm key={editing.label?._id ?? 'new'} editing={editing} onClose={onClose} />}
    </Dialog>
  );
}

function LabelRow({ label, onEdit, onDelete }: { label: ConsoleLabelFragment; onEdit(): void; onDelete(): void }) {
  const { t, i18n } = useTranslation();
  const name = label.labelCs;
  return (
    <Table.Tr>
      <Table.Td>
        <LabelChip color={label.color}>{i18n.language.startsWith('en') ? label.labelEn : label.labelCs}</LabelChip>
      </Table.Td>
      <Table.Td>
        <Text fw={600}>{label.labelCs}</Text>
      </Table.Td>
      <Table.Td>{label.labelEn}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <span className={classes.swatch} style={{ background: label.color }} aria-hidden />
          <Text size="sm" ff="monospace">
            {label.color}
          </Text>
          <Text size="sm" c="dimmed" className={classes.nowrap}>
            {formatRatio(label.contrastRatio, i18n.language)} : 1
          </Text>
        </Group>
      </Table.Td>
      <Table.Td className={classes.nowrap}>{t('console:labels.usage', { count: label.usageCount })}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={onEdit} aria-label={t('console:labels.editFor', { name })}>
            {t('console:labels.edit')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            onClick={onDelete}
            aria-label={t('console:labels.deleteFor', { name })}
          >
            {t('console:labels.delete')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Trip labels or article labels, as the URL says (`?kind=`), among those the roles manage. */
function KindSwitch({
  kinds,
  kind,
  onChange,
}: {
  kinds: LabelKind[];
  kind: LabelKind;
  onChange(kind: LabelKind): void;
}) {
  const { t } = useTranslation();
  if (kinds.length < 2) return null;
  return (
    <Group gap="xs" role="group" aria-label={t('console:labels.kindLabel')}>
      {kinds.map((each) => (
        <Button
          key={each}
          size="sm"
          variant={each === kind ? 'filled' : 'default'}
          aria-pressed={each === kind}
          onClick={() => onChange(each)}
        >
          {t(`console:labels.kinds.${each}`)}
        </Button>
      ))}
    </Group>
  );
}

/**
 * `/admin/labels`: the labels of the kinds the editor manages (trip editors trip labels, blog editors article labels,
 * chief editors and admins both), found by name, created and edited in a dialog with a live preview of the chip and
 * its contrast, deleted after a confirmation. The kind and the search are in the URL.
 */
export function LabelsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const kinds = managedLabelKinds(session.user?.roles ?? []);
  const [kindParam, setKind] = useUrlParam('kind');
  const kind: LabelKind = kinds.find((each) => each === kindParam) ?? kinds[0] ?? 'TRIP';
  const [text, setText, search] = useSearchText();
  const { data, loading, error, refetch } = useQuery(editorLabelsQuery, {
    variables: { kind },
    fetchPolicy: 'cache-and-network',
    skip: kinds.length === 0,
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ConsoleLabelFragment | null>(null);
  const [remove] = useMutation(deleteLabelMutation, { refetchQueries: LABEL_LISTS });

  if (kinds.length === 0) {
    return (
      <NoAccess
        roles={['TRIP_EDITOR', 'BLOG_EDITOR', 'CHIEF_EDITOR', 'ADMIN']}
        back={{ label: t('console:noAccess.back'), to: '/admin' }}
      />
    );
  }

  const wanted = searchable(search);
  const labels = (data?.editorLabels ?? [])
    .filter((label) => [label.labelCs, label.labelEn, label.slug].some((value) => searchable(value).includes(wanted)))
    .sort((a, b) => a.labelCs.localeCompare(b.labelCs, 'cs'));

  return (
    <>
      <PageHeading
        title={t('console:labels.title')}
        description={t('console:labels.description')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ kind, label: null })}>
            {t('console:labels.new')}
          </Button>
        }
      />
      <Stack gap="md">
        <KindSwitch kinds={kinds} kind={kind} onChange={(next) => setKind(next === kinds[0] ? null : next)} />
        <TextInput
          label={t('console:labels.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maw={420}
          type="search"
        />
        <LoadState
          loading={loading && !data}
          failed={Boolean(error) && !data}
          loadingText={t('console:labels.loading')}
          failedText={t('console:labels.loadFailed')}
          retryLabel={t('console:labels.retry')}
          onRetry={() => void refetch()}
        />
        {data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('console:labels.total', { count: labels.length })}
          </Text>
        )}
        {data && labels.length === 0 && <Text>{t('console:labels.empty')}</Text>}
        {labels.length > 0 && (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('console:labels.columns.chip')}</Table.Th>
                  <Table.Th>{t('console:labels.columns.labelCs')}</Table.Th>
                  <Table.Th>{t('console:labels.columns.labelEn')}</Table.Th>
                  <Table.Th>{t('console:labels.columns.color')}</Table.Th>
                  <Table.Th>{t('console:labels.columns.usage')}</Table.Th>
                  <Table.Th>{t('console:labels.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {labels.map((label) => (
                  <LabelRow
                    key={label._id}
                    label={label}
                    onEdit={() => setEditing({ kind, label })}
                    onDelete={() => setDeleting(label)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <LabelDialog editing={editing} onClose={() => setEditing(null)} />
      <TaxonomyDeleteDialog
        section="labels"
        item={deleting && { ...deleting, name: deleting.labelCs, usage: deleting.usageCount }}
        lists={LABEL_LISTS}
        remove={(variables) => remove({ variables })}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
