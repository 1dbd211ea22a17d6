import { SCOPE_COOKIE, rememberScope } from './scope-cookie';

test("the scope is kept in a cookie the shell's server reads, the latest choice replacing the last", () => {
  rememberScope('grocery');
  expect(document.cookie).toContain(`${SCOPE_COOKIE}=grocery`);
  rememberScope('default');
  expect(document.cookie).toContain(`${SCOPE_COOKIE}=default`);
  expect(document.cookie).not.toContain('grocery');
});
