/**
 * Content negotiation for the responses docsgen writes itself (the not-found page, files
 * compressed on request). Files with `.br`/`.gz` siblings (`build --precompress`) are sent
 * from those siblings.
 */
import { brotli, gzip } from '../output/precompress.ts';

export type Encoding = 'br' | 'gzip';

/**
 * The encodings a client accepts, most wanted first, from its `Accept-Encoding` header: higher
 * q-value first, brotli before gzip on a tie; `q=0` refuses a coding, `*` stands for any not named.
 */
export function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  if (!acceptEncoding) return [];
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    // An unreadable q-value is taken as a refusal: sending a coding the client cannot read is worse.
    const value = qParam === undefined ? 1 : /^q=(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(qParam) ? Number(qParam.slice(2)) : 0;
    q.set(name.trim(), value);
  }
  const any = q.get('*') ?? 0;
  const ranked: [Encoding, number][] = [
    ['br', q.get('br') ?? any],
    ['gzip', q.get('gzip') ?? q.get('x-gzip') ?? any],
  ];
  return ranked
    .filter(([, value]) => value > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name]) => name);
}

/** A body and its compressed forms (each kept only when smaller). */
export interface EncodedBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export async function encodeBody(identity: Buffer): Promise<EncodedBody> {
  const [br, gz] = await Promise.all([brotli(identity), gzip(identity)]);
  return {
    identity,
    ...(br.length < identity.length ? { br } : {}),
    ...(gz.length < identity.length ? { gzip: gz } : {}),
  };
}

/** The body to send and its `Content-Encoding` (undefined for identity). */
export function pickBody(body: EncodedBody, acceptEncoding: string | undefined): { data: Buffer; encoding?: Encoding } {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const data = body[encoding];
    if (data) return { data, encoding };
  }
  return { data: body.identity };
}
