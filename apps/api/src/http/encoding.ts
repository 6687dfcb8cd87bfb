import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';

/** A content coding the server sends: br first (smaller), then gzip. */
export type Encoding = 'br' | 'gzip';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * The coding to answer with for an Accept-Encoding header: br if accepted, else gzip, else none.
 * A coding listed with q=0 is refused.
 * @example pickEncoding('gzip, deflate, br') // 'br'
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * `bytes` in a buffer of their own, exactly their size: zlib hands back a view of its 16 KB output
 * chunk and Buffer.from a slice of a shared 8 KB pool, and a cached view keeps all of it alive
 * (docs/adr/0045-memory-budget.md).
 */
export function ownBytes(bytes: string | Buffer): Buffer {
  const source = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  if (source.byteOffset === 0 && source.byteLength === source.buffer.byteLength) return source;
  const own = Buffer.allocUnsafeSlow(source.byteLength);
  source.copy(own);
  return own;
}

/** Compresses a body with a coding, at levels fit for answers computed once and cached. */
export function compress(body: string | Buffer, encoding: Encoding): Buffer {
  return ownBytes(
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(body, { level: 6 }),
  );
}

/** The bytes a compressed body holds (the other way of `compress`). */
export function decompress(body: Buffer, encoding: Encoding): Buffer {
  return ownBytes(encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body));
}
