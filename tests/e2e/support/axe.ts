import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core run inside a real page: its source is evaluated in the page (no wrapper package: the
 * whole API is `axe.run`, see docs/decisions/0007-accessibility-checks.md) and the findings come
 * back with what a person needs to find the element in a hashed-class production build.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail the build. */
export const BLOCKING_IMPACTS = ['serious', 'critical'] as const;

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** axe's CSS selector of the element. */
  target: string;
  /** Where a person finds it: nearest test id, id or landmark, and the element's own text. */
  where: string;
  /** The check's own message (for contrast: the colours, the ratio and the ratio needed). */
  message: string;
  html: string;
}

/**
 * Runs axe over the page (every rule axe enables by default) and answers the serious and critical
 * findings. `shell: false` leaves out the layout's header and footer, the same on every page, for
 * pages checked beside one that includes them (a third of axe's time on a small page).
 */
export async function blockingFindings(page: Page, { shell = true }: { shell?: boolean } = {}): Promise<AxeFinding[]> {
  // Evaluated, not added as a <script>: the shop's Content-Security-Policy (nonces) refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async ({ blocking, shell }) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const layout = shell ? [] : [...document.querySelectorAll('header, footer')].filter((element) => !element.closest('main'));
    const results = await axe.run(layout.length > 0 ? { exclude: layout } : document, { resultTypes: ['violations'] });
    const describe = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return '(gone)';
      const marks: string[] = [];
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const testId = node.getAttribute('data-testid');
        const label = node.getAttribute('aria-label');
        if (testId) marks.push(`[data-testid=${testId}]`);
        else if (node.id) marks.push(`#${node.id}`);
        else if (['HEADER', 'FOOTER', 'MAIN', 'NAV', 'ASIDE', 'FORM', 'DIALOG', 'SECTION'].includes(node.tagName) || node.getAttribute('role') === 'dialog') {
          marks.push(`${node.tagName.toLowerCase()}${label ? `[aria-label="${label}"]` : ''}`);
        }
        if (marks.length >= 3) break;
      }
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `${marks.reverse().join(' › ') || 'body'} › <${element.tagName.toLowerCase()}>${text ? ` "${text}"` : ''}`;
    };
    return results.violations
      .flatMap((rule) => rule.nodes.map((node) => ({ rule, node })))
      .filter(({ node }) => (blocking as readonly string[]).includes(node.impact ?? ''))
      .map(({ rule, node }) => {
        const target = node.target.map(String).join(' ');
        const checks = [...node.any, ...node.all, ...node.none];
        return {
          rule: rule.id,
          impact: node.impact ?? '',
          help: rule.help,
          target,
          where: describe(target),
          message: checks.map((check) => check.message).filter(Boolean).join(' / ').slice(0, 300),
          html: node.html.slice(0, 200),
        };
      });
  }, { blocking: BLOCKING_IMPACTS, shell });
}

/** One line per finding, grouped by the page and situation it was seen in. */
export function formatFindings(findings: readonly { page: string; finding: AxeFinding }[]): string {
  return findings
    .map(({ page, finding }) => [
      `${page}: ${finding.rule} (${finding.impact}) ${finding.help}`,
      `    at ${finding.target}`,
      `    in ${finding.where}`,
      `    ${finding.message}`,
      `    ${finding.html}`,
    ].join('\n'))
    .join('\n');
}
