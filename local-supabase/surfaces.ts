import type { SurfaceFactory } from './surface.ts';
import { createAuthSurface } from './auth/index.ts';
import { createCronSurface } from './cron/index.ts';
import { createFunctionsSurface } from './functions/index.ts';
import { createMailSurface } from './mail/index.ts';
import { createMonitoringSurface } from './monitoring/index.ts';
import { createRealtimeSurface } from './realtime/index.ts';
import { createRestSurface } from './rest/index.ts';
import { createStorageSurface } from './storage/index.ts';
import { createWeatherSurface } from './weather/index.ts';

/** Every surface local-supabase serves, each under its Supabase path prefix. */
export const SURFACES: SurfaceFactory[] = [
  createRestSurface,
  createAuthSurface,
  createStorageSurface,
  createFunctionsSurface,
  createRealtimeSurface,
  createMailSurface,
  createWeatherSurface,
  createMonitoringSurface,
  createCronSurface,
];
