import type {
  AnnouncedTripFragment,
  AnnouncementDraftInput,
  EditorAnnouncementFieldsFragment,
} from '../../../generated/graphql';
import type { UploadedImage } from '../editorial/upload';

/** The announcement editor's form. */
export interface AnnouncementFormValues {
  title: string;
  preview: string;
  labelId: string | null;
  image: UploadedImage | null;
  /** The announced trip's id (the picker shows its title). */
  tripId: string | null;
  /** The English version (issue 30): both texts optional; blank is none. */
  titleEn: string;
  previewEn: string;
}

/** The English texts of the form, which a started English version needs its title beside. */
export const ENGLISH_FIELDS = ['titleEn', 'previewEn'] as const;

export function emptyAnnouncementForm(trip: AnnouncedTripFragment | null): AnnouncementFormValues {
  return { title: '', preview: '', labelId: null, image: null, tripId: trip?._id ?? null, titleEn: '', previewEn: '' };
}

export function announcementFormValues(announcement: EditorAnnouncementFieldsFragment): AnnouncementFormValues {
  return {
    title: announcement.title,
    preview: announcement.preview,
    labelId: announcement.label?._id ?? null,
    image: announcement.image ? { _id: announcement.image._id, url: announcement.image.url } : null,
    tripId: announcement.trip?._id ?? null,
    titleEn: announcement.titleEn ?? '',
    previewEn: announcement.previewEn ?? '',
  };
}

/** The form as `AnnouncementDraftInput`; the form's own check keeps the trip from being empty. */
export function announcementDraftInput(values: AnnouncementFormValues): AnnouncementDraftInput {
  return {
    title: values.title.trim(),
    preview: values.preview,
    labelId: values.labelId,
    imageId: values.image?._id ?? null,
    tripId: values.tripId ?? '',
    // As typed: the API takes blank English as none.
    titleEn: values.titleEn,
    previewEn: values.previewEn,
  };
}

/** The form field an API error names (`imageId` is the picture). */
export function announcementFieldOf(field: string): keyof AnnouncementFormValues {
  if (field === 'imageId') return 'image';
  const known: readonly string[] = ['title', 'preview', 'labelId', 'tripId', ...ENGLISH_FIELDS];
  return (known.includes(field) ? field : 'title') as keyof AnnouncementFormValues;
}
