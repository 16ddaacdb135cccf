import { useEffect } from 'react';
import type { NearPosition } from './near-distance';
import { useNearPosition } from './near-position';
import { NearSource } from './near-source';
import { registerTrailTexts } from './trail-texts';

registerTrailTexts();

/** Finds where the Trips list is measured from, tells the list, and says it on screen. */
export function NearMe({ onChange }: { onChange(position: NearPosition): void }) {
  const position = useNearPosition(true);
  useEffect(() => onChange(position), [position, onChange]);
  return <NearSource position={position} />;
}
