/// <reference types="vite/client" />

/** The package version, injected by Vite (`define`); /config.js overrides it at run time. */
declare const __APP_VERSION__: string;
