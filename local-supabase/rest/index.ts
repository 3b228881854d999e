import { sendJson } from '../http/util.ts';
import type { Surface, SurfaceContext } from '../surface.ts';

// Being built in this session; answers 501 until then.
export function createRestSurface(_ctx: SurfaceContext): Surface {
  return {
    prefix: '/rest/v1',
    async handle(_req, res) {
      sendJson(res, 501, { message: '/rest/v1 is not implemented yet' });
    },
  };
}
