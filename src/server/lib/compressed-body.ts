/**
 * A body held in memory with its precompressed copies (built files, the shell, rendered pages),
 * and the one rule for which copy a request gets: brotli, else gzip, else the raw bytes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CompressedBody {
  raw: Buffer;
  /** Absent when no copy was made (a file too small to be worth compressing). */
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
}

export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: CompressedBody) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (body.br && /\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(body.br);
  if (body.gzip && /\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(body.gzip);
  return reply.send(body.raw);
}
