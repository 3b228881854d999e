// Ports of the throwaway e2e stack: away from a developer's `npm start` (5173 / 54321).
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 54329);
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 5179);
/** `localhost`, not 127.0.0.1: auth redirects must share site_url's host (supabase/config.toml). */
export const E2E_BASE_URL = `http://localhost:${E2E_WEB_PORT}`;
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
