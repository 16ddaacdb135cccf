import { useEffect } from 'react';
import { registerTrailTexts } from '../../app/i18n/trail-texts';
import type { NearPosition } from '../../ui/near-distance';
import { useNearPosition } from '../../ui/near-position';
import { NearSource } from './near-source';

registerTrailTexts();

/** Finds where the Trips list is measured from, tells the list, and says it on screen. */
export function NearMe({ onChange }: { onChange(position: NearPosition): void }) {
  const position = useNearPosition(true);
  useEffect(() => onChange(position), [position, onChange]);
  return <NearSource position={position} />;
}
