// One password hash on a worker thread of PASSWORD_HASHING (security.ts). Plain CommonJS: a worker
// loads it as it is, under tsx, jest and node alike.
const crypto = require('node:crypto');

module.exports = function hash({ password, salt, length, cost }) {
  // Node's default memory bound (32 MiB) is below what N=2^15 and above need (128·N·r bytes).
  return crypto.scryptSync(password, salt, length, { ...cost, maxmem: 256 * cost.N * cost.r });
};
