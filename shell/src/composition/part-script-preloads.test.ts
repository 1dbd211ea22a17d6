import { PART_SCRIPT_PRELOADS_ID, adoptPartScriptPreloads } from './part-script-preloads.mjs';

afterEach(() => {
  document.head.innerHTML = '';
});

test("the template's preloads move into the head, where they start", () => {
  document.head.innerHTML = `<template id="${PART_SCRIPT_PRELOADS_ID}"><link rel="preload" href="https://discovery.example/remoteEntry.js" as="script"><link rel="preload" href="https://discovery.example/app.js" as="script"></template>`;
  // Inert while in the template: not part of the document.
  expect(document.head.querySelectorAll('link')).toHaveLength(0);
  adoptPartScriptPreloads();
  const links = [...document.head.querySelectorAll<HTMLLinkElement>(':scope > link[rel="preload"]')];
  expect(links.map((link) => [link.href, link.getAttribute('as')])).toEqual([
    ['https://discovery.example/remoteEntry.js', 'script'],
    ['https://discovery.example/app.js', 'script'],
  ]);
  // Run twice (a second shell start), nothing is added again.
  adoptPartScriptPreloads();
  expect(document.head.querySelectorAll('link')).toHaveLength(2);
});

test('a page without the template (the shell’s own pages) is left as it is', () => {
  document.head.innerHTML = '<meta name="x">';
  adoptPartScriptPreloads();
  expect(document.head.innerHTML).toBe('<meta name="x">');
});
