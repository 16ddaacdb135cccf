import {
  type Icon,
  IconArrowRight,
  IconBabyCarriage,
  IconBinoculars,
  IconBuildingCastle,
  IconBus,
  IconClock,
  IconCoffee,
  IconDog,
  IconMoodKid,
  IconMountain,
  IconRepeat,
  IconSwimming,
  IconTent,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import type { TripValue } from './trip-filter';

/** The icon shown beside each attribute value on the trip detail. */
export const ATTRIBUTE_ICONS = {
  CHILDREN: IconMoodKid,
  DOGS: IconDog,
  STROLLER: IconBabyCarriage,
  CIRCUIT: IconRepeat,
  A_TO_B: IconArrowRight,
  CASTLES: IconBuildingCastle,
  LOOKOUT_TOWERS: IconBinoculars,
  SWIMMING: IconSwimming,
  FINE_COFFEE: IconCoffee,
  CONFECTIONERY: IconCoffee,
} satisfies Partial<Record<TripValue, Icon>>;

/** The icon for a value: its own, else its group's. */
export function attributeIcon(value: TripValue, group: keyof typeof GROUP_ICONS): Icon {
  return (ATTRIBUTE_ICONS as Partial<Record<TripValue, Icon>>)[value] ?? GROUP_ICONS[group];
}

/** The icon of each attribute group, for values without their own. */
export const GROUP_ICONS = {
  duration: IconClock,
  routeType: IconRepeat,
  terrain: IconMountain,
  suitability: IconMoodKid,
  accessibility: IconBus,
  gastro: IconToolsKitchen2,
  additionalActivities: IconBuildingCastle,
  overnightStay: IconTent,
} satisfies Record<string, Icon>;
