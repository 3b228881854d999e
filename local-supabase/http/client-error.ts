import type { Duplex } from 'node:stream';

/** Status and text for a request Node's HTTP parser refused before any handler saw it. */
function refusal(code: string | undefined): [status: number, reason: string, message: string] | undefined {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'Request Header Fields Too Large', 'Request header fields too large'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'Request Timeout', 'Request timeout'];
    case 'ECONNRESET':
    case 'EPIPE':
      return undefined;
    default:
      return code?.startsWith('HPE_') ? [400, 'Bad Request', 'Bad request'] : undefined;
  }
}

const answered = new WeakSet<Duplex>();

/**
 * The server's `clientError` handler. Node's default writes its answer and destroys the socket at
 * once: with request bytes still unread (a 70 KB query string against its 16 KB header limit) the
 * kernel then resets the connection, and the client often sees ECONNRESET instead of the 431. Here
 * the answer is written, the socket half-closed, and the rest of the request read and dropped until
 * the client closes (or 5 s pass), so the client always reads the status.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  // The parser reports again for every further chunk of the same request; answer once.
  if (answered.has(socket)) return;
  answered.add(socket);
  const r = refusal(err.code);
  if (!r || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = r;
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.on('data', () => undefined);
  socket.on('error', () => undefined);
  socket.resume();
  setTimeout(() => socket.destroy(), 5_000).unref();
}
