// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { runCustomScripts, pageNonce } from './analytics-tags';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the tags after consent', () => {
  it('reads the page\'s nonce from its entry script', () => {
    const entry = document.createElement('script');
    entry.nonce = 'n0nce';
    entry.type = 'application/x-inert';
    document.body.appendChild(entry);
    expect(pageNonce(document)).toBe('n0nce');
  });

  it('re-creates the operator\'s scripts with the nonce, in order, and keeps other markup', () => {
    runCustomScripts(document, '<noscript><img src="/px.gif" alt=""></noscript><script>window.order=1</script><div><script src="https://tags.example/t.js"></script></div>', 'N');
    const scripts = [...document.body.querySelectorAll('script')];
    expect(scripts.map((s) => [s.nonce, s.getAttribute('src'), s.text])).toEqual([['N', null, 'window.order=1'], ['N', 'https://tags.example/t.js', '']]);
    expect(scripts[1]!.async).toBe(false);
    expect(document.body.querySelector('noscript')).not.toBeNull();
  });
});
