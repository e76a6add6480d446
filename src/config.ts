/**
 * Where the widget finds its service. The defaults point at the built-in sandbox started by
 * `npm start`; a build for a real service sets VITE_PORTAGE_API_URL and VITE_PORTAGE_API_KEY.
 */
export const SANDBOX_DEFAULT_API_KEY = 'portage-sandbox-key';

export const defaultApiConfig = {
  baseUrl: import.meta.env.VITE_PORTAGE_API_URL || 'http://127.0.0.1:8787',
  apiKey: import.meta.env.VITE_PORTAGE_API_KEY || SANDBOX_DEFAULT_API_KEY,
};

/** Demo controls (a "simulate the deposit" button) appear only against the built-in sandbox. */
export const sandboxControls =
  import.meta.env.VITE_PORTAGE_SANDBOX_CONTROLS === 'true' ||
  (import.meta.env.VITE_PORTAGE_SANDBOX_CONTROLS !== 'false' && !import.meta.env.VITE_PORTAGE_API_URL);
