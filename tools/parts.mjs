// The parts of the site, their folders and the ports of the embedded default.
export const PARTS = [
  { folder: 'api', kind: 'api', port: 4000 },
  { folder: 'mfe-discovery', kind: 'remote', port: 3001, remote: 'discovery' },
  { folder: 'mfe-cart-checkout', kind: 'remote', port: 3002, remote: 'cart_checkout' },
  { folder: 'mfe-account', kind: 'remote', port: 3003, remote: 'account' },
  { folder: 'mfe-parcel', kind: 'remote', port: 3004, remote: 'parcel' },
  { folder: 'shell', kind: 'host', port: 3000 },
];

export function partByFolder(folder) {
  const part = PARTS.find((p) => p.folder === folder);
  if (!part) throw new Error(`unknown part ${folder}`);
  return part;
}
