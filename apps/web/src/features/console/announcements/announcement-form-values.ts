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
}

export function emptyAnnouncementForm(trip: AnnouncedTripFragment | null): AnnouncementFormValues {
  return { title: '', preview: '', labelId: null, image: null, tripId: trip?._id ?? null };
}

export function announcementFormValues(announcement: EditorAnnouncementFieldsFragment): AnnouncementFormValues {
  return {
    title: announcement.title,
    preview: announcement.preview,
    labelId: announcement.label?._id ?? null,
    image: announcement.image ? { _id: announcement.image._id, url: announcement.image.url } : null,
    tripId: announcement.trip?._id ?? null,
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
  };
}

/** The form field an API error names (`imageId` is the picture). */
export function announcementFieldOf(field: string): keyof AnnouncementFormValues {
  if (field === 'imageId') return 'image';
  const known: readonly string[] = ['title', 'preview', 'labelId', 'tripId'];
  return (known.includes(field) ? field : 'title') as keyof AnnouncementFormValues;
}
