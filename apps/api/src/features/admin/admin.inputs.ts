import { z } from 'zod';

export const userIdInput = z.object({ userId: z.string().uuid({ error: 'INVALID_VALUE' }) });

/** USER comes with every account: it is neither granted nor revoked. */
export const roleChangeInput = userIdInput.extend({
  role: z.enum(['ADMIN', 'BLOG_EDITOR', 'CHIEF_EDITOR', 'PARTNER_EDITOR', 'TRIP_EDITOR'], { error: 'INVALID_VALUE' }),
});

export const adminUsersInput = z.object({ search: z.string().trim().max(254).nullish() });

export const auditLogInput = z.object({
  entityType: z.string().trim().min(1).max(50).nullish(),
  entityId: z.string().trim().min(1).max(100).nullish(),
});
