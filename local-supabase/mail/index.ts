import { sendJson } from '../http/util.ts';
import type { Surface, SurfaceContext } from '../surface.ts';

// Being built in this session; answers 501 until then.
export function createMailSurface(_ctx: SurfaceContext): Surface {
  return {
    prefix: '/mail',
    async handle(_req, res) {
      sendJson(res, 501, { message: '/mail is not implemented yet' });
    },
  };
}
