import type { IncomingMessage } from 'node:http';

/** Whether a request says a body follows (a declared length above 0, or a chunked body). */
export function carriesBody(incoming: IncomingMessage): boolean {
  const length = Number(incoming.headers['content-length'] ?? 0);
  return length > 0 || incoming.headers['transfer-encoding'] !== undefined;
}

/** The body length the request declares (0 when chunked or absent). */
export function declaredLength(incoming: IncomingMessage): number {
  return Number(incoming.headers['content-length'] ?? 0);
}

export type BodyRead =
  | { kind: 'read'; body: Buffer<ArrayBuffer> | undefined }
  | { kind: 'too-large' }
  /** The client went away before the body ended: there is no one to answer. */
  | { kind: 'aborted' };

/**
 * The request's body, at most `limit` bytes. A declared length above the limit is refused
 * before a byte is read; a chunked body is counted as it arrives and reading stops at the
 * first chunk past the limit, so a client cannot make the server hold more than `limit`
 * bytes. After `too-large` the rest is left unread: the caller closes the connection.
 */
export function readBody(incoming: IncomingMessage, limit: number): Promise<BodyRead> {
  if (declaredLength(incoming) > limit) return Promise.resolve({ kind: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (result: BodyRead) => {
      incoming.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        incoming.pause();
        stop({ kind: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => stop({ kind: 'read', body: size ? Buffer.concat(chunks) : undefined });
    // 'close' before 'end' means the client aborted; after 'end' the listeners are gone.
    const onGone = () => stop({ kind: 'aborted' });
    incoming.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onGone);
  });
}
