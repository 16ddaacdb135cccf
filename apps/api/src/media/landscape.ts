/** A small deterministic PRNG (mulberry32) seeded from a string, so a seed always draws the same picture. */
function randomFrom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sky and hill palettes for the seasons a Czech trip happens in. */
const PALETTES = [
  { sky: ['#bfe3f5', '#eef8fc'], sun: '#f4c542', hills: ['#7fb58f', '#4f9467', '#2f6e45', '#1d4f31'] },
  { sky: ['#f9d3a5', '#fdf0dc'], sun: '#f08a3c', hills: ['#c9a066', '#a3773f', '#6f5230', '#3f2f1d'] },
  { sky: ['#d4e4f1', '#f7fbff'], sun: '#fff4c2', hills: ['#dfe9f1', '#b6c8d8', '#8aa1b8', '#5d7389'] },
  { sky: ['#c6e8d8', '#f3fbf6'], sun: '#f7d154', hills: ['#9ccf8a', '#6aae5e', '#3f8a44', '#245f2e'] },
  { sky: ['#e7d6f2', '#fbf6fd'], sun: '#f6b26b', hills: ['#a9b98a', '#7f9a63', '#566f42', '#33462a'] },
];

function ridge(random: () => number, base: number, amplitude: number, width: number, height: number): string {
  const points: string[] = [`0,${height}`];
  const phase = random() * Math.PI * 2;
  const frequency = 1.5 + random() * 2.5;
  const wobble = 0.5 + random();
  for (let x = 0; x <= width; x += width / 24) {
    const t = x / width;
    const y =
      base -
      amplitude *
        (0.6 * Math.sin(phase + t * Math.PI * frequency) +
          0.4 * Math.sin(phase * 2 + t * Math.PI * frequency * 2.7 * wobble));
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  points.push(`${width},${height}`);
  return points.join(' ');
}

function trees(random: () => number, base: number, color: string, width: number): string {
  const count = 5 + Math.floor(random() * 8);
  let shapes = '';
  for (let index = 0; index < count; index += 1) {
    const x = random() * width;
    const size = 14 + random() * 22;
    const y = base + random() * 40;
    shapes += `<path d="M${x.toFixed(1)} ${(y - size * 1.8).toFixed(1)} L${(x + size / 2).toFixed(1)} ${y.toFixed(1)} L${(x - size / 2).toFixed(1)} ${y.toFixed(1)} Z" fill="${color}"/>`;
  }
  return shapes;
}

/** A landscape (sky, sun, four ridges and a few trees) as an SVG document, 1200 × 800. */
export function landscapeSvg(seed: string): string {
  const random = randomFrom(seed);
  const width = 1200;
  const height = 800;
  const palette = PALETTES[Math.floor(random() * PALETTES.length)];
  const sunX = 180 + random() * 840;
  const sunY = 120 + random() * 160;
  const ridges = palette.hills
    .map((color, index) => {
      const base = 330 + index * 110 + random() * 40;
      return `<polygon points="${ridge(random, base, 60 + random() * 70 - index * 8, width, height)}" fill="${color}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#sky)"/><circle cx="${sunX.toFixed(1)}" cy="${sunY.toFixed(1)}" r="${(46 + random() * 30).toFixed(1)}" fill="${palette.sun}" opacity="0.9"/>${ridges}${trees(random, 640, palette.hills[3], width)}</svg>`;
}

/** Seeds are URL-safe words, e.g. a trip's slug with an index. */
export const MEDIA_SEED = /^[a-z0-9-]{1,80}$/;
