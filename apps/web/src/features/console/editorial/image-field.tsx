import { Button, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { showToast } from '../../../app/toast';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { IMAGE_TYPES, type UploadedImage, uploadImage } from './upload';

interface ImageFieldProps {
  /** The editor whose `image` texts (label, hint, choose, replace, remove, uploading, preview) the field says. */
  texts: 'articleEditor' | 'announcementEditor';
  image: UploadedImage | null;
  onChange(image: UploadedImage | null): void;
}

/** One picture (an article's or an announcement's): uploaded through the photo pipeline, replaced or removed. */
export function ImageField({ texts: kind, image, onChange }: ImageFieldProps) {
  const { t } = useTranslation();
  const text = (key: 'label' | 'hint' | 'choose' | 'replace' | 'remove' | 'uploading' | 'preview') =>
    t(`console:${kind}.image.${key}`);
  const [uploading, setUploading] = useState(false);
  const labelId = useId();
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    const result = await uploadImage(file);
    setUploading(false);
    if (result.ok) {
      onChange(result.image);
      return;
    }
    const key = result.reason ?? 'failed';
    showToast('error', t(`console:tripEditor.photos.errors.${key}`, { name: file.name }));
  };
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {text('label')}
      </Text>
      <Text size="xs" c="dimmed">
        {text('hint')}
      </Text>
      {image && <Image src={image.url} alt={text('preview')} radius="md" maw={360} />}
      <Group gap="sm">
        <FileButton accept={IMAGE_TYPES.join(',')} onChange={(file) => void upload(file)}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPhotoPlus size={16} aria-hidden />}>
              {image ? text('replace') : text('choose')}
            </Button>
          )}
        </FileButton>
        {image && (
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onChange(null)}
          >
            {text('remove')}
          </Button>
        )}
        {uploading && (
          <Group gap={6} aria-live="polite">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{text('uploading')}</Text>
          </Group>
        )}
      </Group>
    </Stack>
  );
}
