/**
 * The audit log's entity type for a reported item, the same for its decision, its hiding and its appeal's outcome: an
 * item's whole moderation reads as one history (auditLog with entityType and entityId).
 */
export function auditEntityType(targetKind: string): 'rating' | 'hiker_photo' {
  return targetKind === 'HIKER_PHOTO' ? 'hiker_photo' : 'rating';
}
