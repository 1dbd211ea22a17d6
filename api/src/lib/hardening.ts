import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The API's hardening headers (helmet). It serves JSON, pictures and one plain page, never an app:
 * its responses may load, run or be framed by nothing. Pictures are embedded by the parts' pages
 * on other origins, so their routes answer Cross-Origin-Resource-Policy: cross-origin themselves;
 * JSON is read through CORS, which that policy does not touch.
 */
export const API_HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // As on the static servers: local origins are plain http; HSTS belongs to the TLS front.
  strictTransportSecurity: false,
};
