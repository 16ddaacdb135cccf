import { z } from 'zod';

const ids = z
  .array(z.string().uuid({ error: 'INVALID_VALUE' }))
  .max(50)
  .default([]);

export const feedFilterInput = z
  .object({ kinds: z.array(z.enum(['ARTICLE', 'TRIP_ANNOUNCEMENT'])).default([]), labels: ids })
  .default({ kinds: [], labels: [] });

export const articlesFilterInput = z
  .object({ labels: ids, writtenIn: z.enum(['cs_CZ', 'en_US']).optional() })
  .default({ labels: [] });

export const publishedSortInput = z
  .object({ field: z.enum(['publishedAt']).default('publishedAt'), direction: z.enum(['ASC', 'DESC']).default('DESC') })
  .default({ field: 'publishedAt', direction: 'DESC' });

export const articleIdInput = z.string().uuid({ error: 'INVALID_VALUE' });

export const slugInput = z.string().trim().min(1).max(200);
