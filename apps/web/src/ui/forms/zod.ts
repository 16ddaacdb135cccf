import { z } from 'zod';

// Zod compiles object schemas with `new Function` where the page allows eval; merely probing for that is reported as
// a Content-Security-Policy violation under the app's CSP (no eval), so it is told not to try. Every form imports
// zod from here, so this runs before any schema parses.
z.config({ jitless: true });

export { z };
