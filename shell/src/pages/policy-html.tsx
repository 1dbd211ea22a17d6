import { createElement, type ReactNode } from 'react';
import { sitePath } from '@storefront/shared';

/**
 * The operator's policy text is HTML from the API. Rather than insert it as HTML, it is parsed into
 * an inert document (DOMParser runs no script and loads nothing) and rebuilt as React elements from
 * an allow-list: simple formatting tags, links to http(s), mailto and tel, and no other attribute.
 * React then renders every text as text. (DOMPurify would do the same job; it is not a dependency here.)
 */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'a',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
]);
/** Elements dropped with everything inside them; any other unknown element keeps its text. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'title',
  'head',
]);
const VOID_TAGS = new Set(['br', 'hr']);
/** The page already has the title as its h1: a heading 1 inside the text becomes a heading 2. */
const RENAMED: Record<string, string> = { h1: 'h2' };

/** Links to the web, mail and phone, and paths and fragments of this site; anything else is dropped. */
export function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  if (/^(https?:|mailto:|tel:)/i.test(href.trim())) return href.trim();
  if (href.startsWith('#')) return sitePath(`/${href}`) ? href : undefined;
  return sitePath(href) ?? undefined;
}

function convert(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, index) => convert(child, index));
  const name = RENAMED[tag] ?? tag;
  if (!ALLOWED_TAGS.has(name)) return children.length ? createElement('span', { key }, ...children) : null;
  if (VOID_TAGS.has(name)) return createElement(name, { key });
  const props: Record<string, unknown> = { key };
  if (name === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (href) {
      props.href = href;
      if (/^https?:/i.test(href)) {
        props.target = '_blank';
        props.rel = 'noopener noreferrer';
      }
    }
  }
  if ((name === 'td' || name === 'th') && element.getAttribute('colspan')) {
    const span = Number(element.getAttribute('colspan'));
    if (Number.isInteger(span) && span > 1 && span < 100) props.colSpan = span;
  }
  return createElement(name, props, ...children);
}

/** The policy's HTML as React elements, keeping only the allowed tags and safe links. */
export function policyHtmlToReact(html: string): ReactNode[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(document.body.childNodes, (node, index) => convert(node, index));
}
