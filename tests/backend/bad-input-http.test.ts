/**
 * Requests malformed at the HTTP level (issue 15 §4): whatever Node's parser refuses gets a status
 * line, never a reset; paths that do not decode are "not found" on every surface, not a 500.
 */
import { describe, expect, it } from 'vitest';
import { env, raw } from './helpers.ts';
import { rawSocket } from './storage-support.ts';

const statusLine = (reply: string) => reply.split('\r\n')[0];

describe('HTTP-level bad input', () => {
  it('a 70 KB query string gets 431 with a JSON body, every time, and no reset (Node resets when it leaves bytes unread)', async () => {
    for (let i = 0; i < 5; i++) {
      const reply = await rawSocket([`GET /rest/v1/accounts?select=id&x=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`], {
        waitMs: 2000,
      });
      expect(statusLine(reply)).toBe('HTTP/1.1 431 Request Header Fields Too Large');
      expect(reply).toContain('{"message":"Request header fields too large"}');
    }
    // And as a client library sees it.
    const res = await raw(`/rest/v1/accounts?select=id&x=${'a'.repeat(70_000)}`);
    expect(res.status).toBe(431);
  });

  it('a 1 MB request line and a 70 KB header get 431 too', async () => {
    const line = await rawSocket([`GET /rest/v1/accounts?x=${'a'.repeat(1_000_000)} HTTP/1.1\r\nHost: x\r\n\r\n`], { waitMs: 3000 });
    expect(statusLine(line)).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    const header = await rawSocket([`GET /rest/v1/accounts HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(70_000)}\r\n\r\n`], { waitMs: 2000 });
    expect(statusLine(header)).toBe('HTTP/1.1 431 Request Header Fields Too Large');
  });

  it.each([
    ['garbage', '\u0000\u0001\u0002 garbage\r\n\r\n'],
    ['an invalid method', 'FOO@ / HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['an unknown HTTP version', 'GET / HTTP/9.9\r\nHost: x\r\n\r\n'],
    ['a broken chunked body', 'POST /rest/v1/accounts HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'],
    [
      'Content-Length with Transfer-Encoding',
      'POST /rest/v1/accounts HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
  ])('%s → 400 Bad Request', async (_name, request) => {
    expect(statusLine(await rawSocket([request]))).toBe('HTTP/1.1 400 Bad Request');
  });

  it('TRACE is refused like any unsupported method', async () => {
    const reply = await rawSocket([`TRACE /rest/v1/accounts HTTP/1.1\r\nHost: x\r\napikey: ${env().anonKey}\r\nConnection: close\r\n\r\n`]);
    expect(statusLine(reply)).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(reply).toContain('"code":"PGRST117"');
  });

  it.each([
    ['/rest/v1/%zz', 404],
    ['/rest/v1/%E0%A4%A', 404],
    ['/auth/v1/admin/users/%zz', 404],
    ['/auth/v1/%zz', 404],
    ['/functions/v1/%zz', 404],
    ['/functions/v1/%ff%fe', 404],
    ['/functions/v1/..%2F..%2Fetc', 404],
    ['/storage/v1/object/info/fx-private/%zz', 400],
    ['/%zz', 404],
  ])('%s, a path that does not decode → %i, not a 500', async (path, status) => {
    const res = await raw(path, { token: env().serviceRoleKey });
    expect(res.status).toBe(status);
  });

  it('the server still answers', async () => {
    expect((await fetch(`${env().url}/health`)).status).toBe(200);
  });
});
