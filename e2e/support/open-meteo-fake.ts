// Open-Meteo's forecast API for the browser tests: the API tests' fake (apps/api/test/support/open-meteo-fake.ts) on
// WEATHER_PORT, forecasting the same week everywhere but at WEATHER_FAILS_AT ("lat,lng"), where it answers HTTP 500.
import { startOpenMeteoFake } from '../../apps/api/test/support/open-meteo-fake.js';

const port = Number(process.env.WEATHER_PORT);
const [lat, lng] = (process.env.WEATHER_FAILS_AT ?? '').split(',').map(Number);
if (!port || !Number.isFinite(lat) || !Number.isFinite(lng))
  throw new Error('WEATHER_PORT and WEATHER_FAILS_AT are required');

const fake = await startOpenMeteoFake({ port, failAt: [{ lat, lng }] });
console.log(`Open-Meteo fake on ${fake.url}, answering 500 at ${lat},${lng}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void fake.close().then(() => process.exit(0)));
