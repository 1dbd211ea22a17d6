import { routeOwner } from './routes';

describe('routeOwner', () => {
  it('gives each remote its routes', () => {
    expect(routeOwner('/', undefined)).toBe('discovery');
    expect(routeOwner('/home', 'grocery')).toBe('discovery');
    expect(routeOwner('/store/fresh-mart', 'grocery')).toBe('discovery');
    expect(routeOwner('/checkout', 'food')).toBe('cart_checkout');
    expect(routeOwner('/order', 'food')).toBe('cart_checkout');
    expect(routeOwner('/profile', 'food')).toBe('account');
    expect(routeOwner('/rate-and-review/12', 'food')).toBe('account');
    expect(routeOwner('/parcel-delivery-info', 'parcel')).toBe('parcel');
  });

  it('hands /home to the parcel remote only while the parcel module is selected', () => {
    expect(routeOwner('/home', 'parcel')).toBe('parcel');
    expect(routeOwner('/home', 'food')).toBe('discovery');
    expect(routeOwner('/home', undefined)).toBe('discovery');
  });

  it('keeps auth, policy and unknown pages in the shell', () => {
    expect(routeOwner('/auth/sign-in', undefined)).toBe('shell');
    expect(routeOwner('/auth/verify-phone', undefined)).toBe('shell');
    expect(routeOwner('/auth/forgot-password', undefined)).toBe('shell');
    expect(routeOwner('/auth/reset-password', undefined)).toBe('shell');
    expect(routeOwner('/privacy-policy', undefined)).toBe('shell');
    expect(routeOwner('/no-such-page', undefined)).toBe('shell');
    expect(routeOwner('/store/', undefined)).toBe('shell');
  });

  it('ignores a trailing slash', () => {
    expect(routeOwner('/checkout/', 'food')).toBe('cart_checkout');
  });
});
