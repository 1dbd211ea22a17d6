import { screen } from '@testing-library/react';
import { fakeApi } from '../../../tools/jest/fake-api';
import { renderPart } from '../../../tools/jest/render-part';
import { PolicyPage } from './PolicyPage';
import { safeHref } from './policy-html';

const HOSTILE = `
  <h1>Our terms</h1>
  <p onclick="alert(1)" style="color:red">Orders are <strong>final</strong> once <em>delivered</em>.</p>
  <script>window.__policyScriptRan = true</script>
  <img src="x" onerror="window.__policyScriptRan = true">
  <iframe src="https://evil.example"></iframe>
  <ul><li><a href="javascript:window.__policyScriptRan=true">Click me</a></li>
  <li><a href="https://help.example/refunds">Refund help</a></li><li><a href="mailto:help@example.test">Mail us</a></li></ul>
  <custom-tag>Kept text</custom-tag>
`;

beforeEach(() => {
  delete (window as { __policyScriptRan?: boolean }).__policyScriptRan;
});

it('renders the policy’s formatting and links but no script, handler, frame or image', async () => {
  fakeApi({ 'GET /terms-and-conditions': () => ({ data: { value: HOSTILE } }) });
  const { container } = renderPart(<PolicyPage title="Terms and Conditions" path="/terms-and-conditions" />);
  expect(await screen.findByText('final')).toBeInTheDocument();
  const article = container.querySelector('article')!;
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms and Conditions');
  expect(screen.getByRole('heading', { level: 2, name: 'Our terms' })).toBeInTheDocument();
  expect(article.querySelector('strong')).toHaveTextContent('final');
  expect(article.querySelector('em')).toHaveTextContent('delivered');
  expect(article.querySelectorAll('script, img, iframe, style')).toHaveLength(0);
  expect(article.querySelector('[onclick], [onerror], [style]')).toBeNull();
  expect(article.innerHTML).not.toContain('javascript:');
  // The hostile link keeps its text, without a target.
  expect(screen.getByText('Click me').closest('a')).not.toHaveAttribute('href');
  expect(screen.getByRole('link', { name: 'Refund help' })).toHaveAttribute('href', 'https://help.example/refunds');
  expect(screen.getByRole('link', { name: 'Refund help' })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'Mail us' })).toHaveAttribute('href', 'mailto:help@example.test');
  expect(screen.getByText('Kept text')).toBeInTheDocument();
  expect((window as { __policyScriptRan?: boolean }).__policyScriptRan).toBeUndefined();
});

it('accepts a plain string reply too', async () => {
  fakeApi({ 'GET /privacy-policy': () => ({ data: '<p>We keep your data safe.</p>' }) });
  renderPart(<PolicyPage title="Privacy Policy" path="/privacy-policy" />);
  expect(await screen.findByText('We keep your data safe.')).toBeInTheDocument();
});

it('allows only web, mail, phone and same-site links', () => {
  expect(safeHref('https://a.example')).toBe('https://a.example');
  expect(safeHref('tel:+8801')).toBe('tel:+8801');
  expect(safeHref('/help-and-support')).toBe('/help-and-support');
  expect(safeHref(' JavaScript:alert(1)')).toBeUndefined();
  expect(safeHref('data:text/html,x')).toBeUndefined();
  expect(safeHref('//evil.example')).toBeUndefined();
  expect(safeHref(null)).toBeUndefined();
});

it.each([
  ['a backslash after the slash', '/\\evil.example'],
  ['a tab between the slashes', '/\t/evil.example'],
  ['a newline between the slashes', '/\n/evil.example'],
  ['an encoded backslash', '/%5Cevil'],
  ['an encoded slash', '/%2F/evil'],
  ['two backslashes', '\\\\evil'],
  ['a protocol-relative address', '//evil'],
  ['leading whitespace', ' /help-and-support'],
  ['a leading tab', '\t/help-and-support'],
  ['embedded whitespace', '/help and-support'],
  ['a control character', '/help\u0001'],
  ['a fragment with a control character', '#top\u0000'],
])('refuses a same-site-looking link with %s', (_case, href) => {
  expect(safeHref(href)).toBeUndefined();
});

it('renders a disguised link as text without an address', async () => {
  fakeApi({
    'GET /about-us': () => ({
      data: { value: '<p><a href="/\\evil.example">Our story</a> <a href="#team">Team</a></p>' },
    }),
  });
  renderPart(<PolicyPage title="About Us" path="/about-us" />);
  expect(await screen.findByText('Our story')).not.toHaveAttribute('href');
  expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '#team');
});
