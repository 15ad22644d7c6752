/**
 * Requests written byte for byte on a real socket, and request targets written the ways nobody writes by
 * hand. `app.inject` cannot send these: its URL parsing would already normalise them (or read `//api` as a
 * host name).
 */
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  body: string;
}

/** One HTTP/1.1 request written byte for byte: the request target goes out exactly as given. */
export function rawRequest(port: number, method: string, target: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const lines = [`${method} ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (body !== undefined) lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
    // Written, not ended: a half-closed connection may be dropped before a slow answer. `Connection: close`
    // makes the server close it once it has answered.
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${method} ${target}`)));
    socket.on('connect', () => socket.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}

/** A path written in every way that the router, a proxy or a future router option might read as the same. */
export function variantsOf(path: string): string[] {
  const [, first, rest] = /^\/([^/]+)(.*)$/.exec(path) ?? ['', path, ''];
  const encodeFirstLetter = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;
  const segments = path.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  const withLast = (s: string) => `/${[...segments.slice(0, -1), s].join('/')}`;
  return [
    `/${path}`, // //api/...
    `//${path}`,
    `${path}/`,
    `${path}//`,
    path.replace(/\//g, '//'),
    `/${encodeFirstLetter(first)}${rest}`, // /%61pi/...
    `/${first}/${encodeFirstLetter(segments[1] ?? '')}/${segments.slice(2).join('/')}`.replace(/\/$/, ''),
    withLast(encodeFirstLetter(last)),
    `/${first.toUpperCase()}${rest}`,
    path.toUpperCase(),
    path.replace(/[a-z]/g, (ch, i) => (i % 2 ? ch.toUpperCase() : ch)),
    `/./${path.slice(1)}`,
    `/${first}/.${rest}`,
    `/${first}/x/..${rest}`,
    `/${first}/%2e${rest}`,
    `/${first}/x/%2e%2e${rest}`,
    `/${first};jsessionid=1${rest}`,
    `${path};x=1`,
    `${path}?x=1`,
    `${path}%3Fx=1`,
    `${path}#fragment`,
    `/${first}%2F${rest.slice(1).replace(/\//g, '%2F')}`,
    `/${first}\\${rest.slice(1).replace(/\//g, '\\')}`,
    `/%25${first.charCodeAt(0).toString(16)}${first.slice(1)}${rest}`, // double encoding
    `${path}%00`,
    `${path}%20`,
    `http://localhost${path}`, // absolute-form request target
    `http://localhost/${path}`,
    `HTTP://LOCALHOST${path.toUpperCase()}`,
    `http://evil.example${path}`,
  ];
}
