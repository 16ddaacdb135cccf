import { IconLayoutList, IconMap2, IconNews, IconUserCircle } from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface AppNavItem {
  to: string;
  labelKey: 'common:nav.wall' | 'common:nav.map' | 'common:nav.trips' | 'common:nav.profile';
  Icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
}

/** The signed-in app's four sections (spec §2 bottom tabs), in tab order. */
export const APP_NAV_ITEMS: readonly AppNavItem[] = [
  { to: '/app/dashboard', labelKey: 'common:nav.wall', Icon: IconNews },
  { to: '/app/map', labelKey: 'common:nav.map', Icon: IconMap2 },
  { to: '/app/trips', labelKey: 'common:nav.trips', Icon: IconLayoutList },
  { to: '/app/profile', labelKey: 'common:nav.profile', Icon: IconUserCircle },
];
