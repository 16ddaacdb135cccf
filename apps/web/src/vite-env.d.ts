/// <reference types="vite/client" />

/** The package version, injected by Vite (`define`); /config.js overrides it at run time. */
declare const __APP_VERSION__: string;

/** The commit and day the bundle was built (build/build-id.ts), shown in Settings › About. */
declare const __APP_BUILD__: string;
