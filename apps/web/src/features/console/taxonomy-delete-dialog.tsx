import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showToast } from '../../app/toast';
import { Dialog } from '../../ui/dialog';
import { useTranslation } from '../../ui/i18n/use-translation';
import { deleteFailureText, type TaxonomySection, useLastShown, useOutdatedRefusal } from './taxonomy-form';

/** What a Labels or Areas row offers to delete: its name and how much uses it. */
export interface Deletable {
  _id: string;
  version: number;
  name: string;
  usage: number;
}

interface DeleteDialogProps {
  section: TaxonomySection;
  item: Deletable | null;
  /** The queries listing the items, refetched when a deletion was refused as outdated. */
  lists: readonly string[];
  remove(ref: { id: string; version: number }): Promise<unknown>;
  onClose(): void;
}

/**
 * Asks before deleting a label or an area; one something still uses cannot be deleted, and the dialog says so instead.
 * The deletion names the version the editor saw: one changed meanwhile is refused, saying who changed it.
 */
export function TaxonomyDeleteDialog({ section, item: given, lists, remove, onClose }: DeleteDialogProps) {
  const { t } = useTranslation();
  const item = useLastShown(given);
  const [deleting, setDeleting] = useState(false);
  const outdated = useOutdatedRefusal(section, lists, 'deleteToast');
  const name = item?.name ?? '';
  const usage = item?.usage ?? 0;
  const confirm = async () => {
    if (!item) return;
    setDeleting(true);
    try {
      await remove({ id: item._id, version: item.version });
      showToast('success', t(`console:${section}.deleted`, { name }));
    } catch (error) {
      if (!outdated(error)) showToast('error', deleteFailureText(error, t, section));
    } finally {
      setDeleting(false);
    }
    onClose();
  };
  return (
    <Dialog
      opened={given !== null}
      onClose={onClose}
      title={t(usage > 0 ? `console:${section}.inUseTitle` : `console:${section}.confirmDeleteTitle`, { name })}
    >
      <Stack gap="md">
        <Text size="sm">
          {usage > 0 ? t(`console:${section}.inUse`, { count: usage }) : t(`console:${section}.confirmDeleteText`)}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t(usage > 0 ? `console:${section}.understood` : `console:${section}.cancel`)}
          </Button>
          {usage === 0 && (
            <Button color="red.9" loading={deleting} onClick={() => void confirm()}>
              {t(`console:${section}.delete`)}
            </Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  );
}
