import type { LatLngInput } from '../../generated/graphql';

/** IDOS's connection search (trains, buses and city transport together) to a municipality, from one or from anywhere. */
export function idosConnectionUrl(to: string, from?: string): string {
  const search = new URLSearchParams({ ...(from ? { f: from } : {}), t: to });
  return `https://idos.idnes.cz/vlakyautobusymhdvse/spojeni/?${search}`;
}

/** Mapy.com's route planner from one place to another (the URL API: coordinates as longitude,latitude). */
export function mapyRouteUrl(from: LatLngInput, to: LatLngInput): string {
  const search = new URLSearchParams({
    mapset: 'outdoor',
    start: `${from.lng},${from.lat}`,
    end: `${to.lng},${to.lat}`,
  });
  return `https://mapy.com/fnc/v1/route?${search}`;
}
