import classes from './static-start-map.module.css';

type LngLat = readonly [lng: number, lat: number];

/**
 * The Czech Republic's border, simplified (34 points): Natural Earth's public-domain 1:110m admin-0 countries, as
 * published in johan/world.geo.json (countries/CZE.geo.json). Longitude, latitude.
 */
const CZECHIA: readonly LngLat[] = [
  [16.960288, 48.596982],
  [16.499283, 48.785808],
  [16.029647, 48.733899],
  [15.253416, 49.039074],
  [14.901447, 48.964402],
  [14.338898, 48.555305],
  [13.595946, 48.877172],
  [13.031329, 49.307068],
  [12.521024, 49.547415],
  [12.415191, 49.969121],
  [12.240111, 50.266338],
  [12.966837, 50.484076],
  [13.338132, 50.733234],
  [14.056228, 50.926918],
  [14.307013, 51.117268],
  [14.570718, 51.002339],
  [15.016996, 51.106674],
  [15.490972, 50.78473],
  [16.238627, 50.697733],
  [16.176253, 50.422607],
  [16.719476, 50.215747],
  [16.868769, 50.473974],
  [17.554567, 50.362146],
  [17.649445, 50.049038],
  [18.392914, 49.988629],
  [18.853144, 49.49623],
  [18.554971, 49.495015],
  [18.399994, 49.315001],
  [18.170498, 49.271515],
  [18.104973, 49.043983],
  [17.913512, 48.996493],
  [17.886485, 48.903475],
  [17.545007, 48.800019],
  [17.101985, 48.816969],
];

/** Orientation towns (the municipality register's coordinates) and which side of the dot their name goes. */
const TOWNS: readonly { name: string; at: LngLat; side: 'left' | 'right' | 'below' }[] = [
  { name: 'Praha', at: [14.4379, 50.075638], side: 'right' },
  { name: 'Brno', at: [16.606937, 49.19516], side: 'right' },
  { name: 'Ostrava', at: [18.262624, 49.821023], side: 'left' },
  { name: 'Plzeň', at: [13.373737, 49.738531], side: 'below' },
  { name: 'České Budějovice', at: [14.480355, 48.975758], side: 'right' },
  { name: 'Hradec Králové', at: [15.825311, 50.210461], side: 'right' },
];

/** Equirectangular, east-west distances scaled by the cosine of the country's middle latitude (49.8°). */
const SCALE = 100;
const COS_MIDDLE = Math.cos((49.8 * Math.PI) / 180);
const WEST = Math.min(...CZECHIA.map(([lng]) => lng));
const EAST = Math.max(...CZECHIA.map(([lng]) => lng));
const NORTH = Math.max(...CZECHIA.map(([, lat]) => lat));
const SOUTH = Math.min(...CZECHIA.map(([, lat]) => lat));
const MARGIN = 14;

const x = (lng: number) => Math.round((lng - WEST) * COS_MIDDLE * SCALE * 10) / 10;
const y = (lat: number) => Math.round((NORTH - lat) * SCALE * 10) / 10;

const OUTLINE = `M${CZECHIA.map(([lng, lat]) => `${x(lng)} ${y(lat)}`).join('L')}Z`;

/** `50.07564N, 14.43790E`: the notation of Czech maps (Mapy.com), the same in both languages. */
export function formatCoordinates(lat: number, lng: number): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(5)}${value < 0 ? negative : positive}`;
  return `${part(lat, 'N', 'S')}, ${part(lng, 'E', 'W')}`;
}

export interface StaticStartMapProps {
  /** The start's latitude and longitude (WGS 84). */
  lat: number;
  lng: number;
  /** The accessible name, e.g. "Start of the trip"; the start's coordinates are added to it. */
  label: string;
  /** A visible caption under the map. */
  caption?: string;
}

/**
 * A locator map of the Czech Republic drawn from coordinates alone, with no tiles and no script: the country's
 * outline, a few towns to find one's way by and the trip's start as a marker. Plain React and SVG (no Mantine), so
 * the public site renders it on the server and the app shows it where no map tiles can load (offline).
 */
export function StaticStartMap({ lat, lng, label, caption }: StaticStartMapProps) {
  const markerX = x(lng);
  const markerY = y(lat);
  // A start beyond the border still shows: the view grows to take it in.
  const left = Math.min(0, markerX) - MARGIN;
  const top = Math.min(0, markerY - 24) - MARGIN;
  const right = Math.max(x(EAST), markerX) + MARGIN;
  const bottom = Math.max(y(SOUTH), markerY) + MARGIN;
  const map = (
    <svg
      className={classes.map}
      viewBox={`${left} ${top} ${Math.round(right - left)} ${Math.round(bottom - top)}`}
      role="img"
      aria-label={`${label}: ${formatCoordinates(lat, lng)}`}
    >
      <path className={classes.country} d={OUTLINE} />
      {TOWNS.map(({ name, at: [townLng, townLat], side }) => {
        const townX = x(townLng);
        const townY = y(townLat);
        return (
          <g key={name} className={classes.town}>
            <circle cx={townX} cy={townY} r="3" />
            <text
              x={side === 'below' ? townX : side === 'left' ? townX - 6 : townX + 6}
              y={side === 'below' ? townY + 15 : townY + 4}
              textAnchor={side === 'below' ? 'middle' : side === 'left' ? 'end' : 'start'}
            >
              {name}
            </text>
          </g>
        );
      })}
      <g className={classes.marker} transform={`translate(${markerX} ${markerY})`}>
        <path d="M0 0C-3-7-10-11-10-18a10 10 0 0 1 20 0c0 7-7 11-10 18z" />
        <circle cy="-18" r="4" />
      </g>
    </svg>
  );
  if (!caption) return <div className={classes.frame}>{map}</div>;
  return (
    <figure className={classes.frame}>
      {map}
      <figcaption className={classes.caption}>{caption}</figcaption>
    </figure>
  );
}
