import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_MAIL_API_KEY } from '../config.ts';
import { BodyTooLarge, decodePathSegment, readBody, sendJson, sendText } from '../http/util.ts';
import type { Surface, SurfaceContext } from '../surface.ts';
import { GraphError, parseSendMail } from './graph.ts';
import { renderList, renderMessage } from './page.ts';

/** The token the local e-mail API accepts (MAIL_API_KEY, else the documented local default). */
export function mailApiKey(ctx: SurfaceContext): string {
  return ctx.config.mailApiKey ?? process.env.MAIL_API_KEY ?? DEFAULT_MAIL_API_KEY;
}

const SEND_PATH = /^\/v1\.0\/users\/([^/]+)\/sendMail$/;
const MESSAGE_PATH = /^\/api\/messages\/(\d+)$/;
const PAGE_PATH = /^\/messages\/(\d+)$/;

/**
 * The mail catcher: every e-mail GoTrue or an edge function sends locally.
 * - `GET /mail` (HTML inbox), `GET /mail/messages/:id` (one message, links clickable)
 * - `GET /mail/api/messages?to=&limit=` → `{ messages }` newest first, `GET /mail/api/messages/:id`,
 *   `DELETE /mail/api/messages[?to=]`
 * - `POST /mail/v1.0/users/{sender}/sendMail`: the Graph-shaped e-mail API (bearer MAIL_API_KEY) → 202
 */
export function createMailSurface(ctx: SurfaceContext): Surface {
  const store = ctx.mail;

  async function sendMail(req: IncomingMessage, res: ServerResponse, sender: string): Promise<void> {
    const auth = req.headers.authorization ?? '';
    const token = /^bearer\s+(.+)$/i.exec(auth)?.[1]?.trim();
    if (!token) {
      req.resume();
      sendJson(res, 401, new GraphError(401, 'InvalidAuthenticationToken', 'Access token is empty.').toJSON());
      return;
    }
    if (token !== mailApiKey(ctx)) {
      req.resume();
      sendJson(res, 401, new GraphError(401, 'InvalidAuthenticationToken', 'Access token validation failure.').toJSON());
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse((await readBody(req, 25 * 1024 * 1024)).toString('utf8'));
    } catch (e) {
      const err =
        e instanceof BodyTooLarge
          ? new GraphError(413, 'ErrorMessageSizeExceeded', 'The message exceeds the maximum supported size.')
          : new GraphError(400, 'RequestBodyRead', 'The request body is not valid JSON.');
      sendJson(res, err.status, err.toJSON());
      return;
    }
    try {
      await store.send(parseSendMail(decodePathSegment(sender), body));
    } catch (e) {
      if (e instanceof GraphError) {
        sendJson(res, e.status, e.toJSON());
        return;
      }
      throw e;
    }
    res.writeHead(202, { 'Content-Length': '0' });
    res.end();
  }

  return {
    prefix: '/mail',
    async handle(req, res, path, url) {
      const method = req.method ?? 'GET';
      const send = SEND_PATH.exec(path);
      if (send) {
        if (method !== 'POST') return sendJson(res, 405, new GraphError(405, 'Request_BadRequest', 'Use POST.').toJSON());
        return sendMail(req, res, send[1]);
      }
      if (path === '/api/messages') {
        if (method === 'GET') {
          const to = url.searchParams.get('to') || undefined;
          const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 200) || 200, 1), 1000);
          return sendJson(res, 200, { messages: await store.list({ to, limit }) });
        }
        if (method === 'DELETE') {
          // `?to=` deletes one recipient's mails only, so parallel tests never wipe each other's.
          await store.clear({ to: url.searchParams.get('to') || undefined });
          res.writeHead(204);
          res.end();
          return;
        }
        return sendJson(res, 405, { message: 'method not allowed' });
      }
      const one = MESSAGE_PATH.exec(path);
      if (one && method === 'GET') {
        const m = await store.get(Number(one[1]));
        return m ? sendJson(res, 200, m) : sendJson(res, 404, { message: 'message not found' });
      }
      if ((path === '' || path === '/') && method === 'GET') {
        const to = url.searchParams.get('to') || undefined;
        return sendText(res, 200, renderList(await store.list({ to, limit: 200 }), to), 'text/html; charset=utf-8');
      }
      const page = PAGE_PATH.exec(path);
      if (page && method === 'GET') {
        const m = await store.get(Number(page[1]));
        if (!m) return sendText(res, 404, 'Message not found');
        return sendText(res, 200, renderMessage(m), 'text/html; charset=utf-8');
      }
      if (path === '/clear' && method === 'POST') {
        req.resume();
        await store.clear();
        res.writeHead(303, { Location: '/mail' });
        res.end();
        return;
      }
      sendJson(res, 404, { message: 'not found' });
    },
  };
}
