/**
 * A render worker for tests: the real worker loop (serveRenders) around a small render that shows
 * what reached it, makes the api/v1 calls the URL asks for, throws or ends its thread on request.
 */
import { parentPort, threadId } from 'node:worker_threads';
import type { RenderResult } from '../../composition/entry-server';
import { serveRenders } from '../../composition/server/render-pool/render-worker-loop';

serveRenders(parentPort!, async (request) => {
  const url = new URL(request.url, 'http://localhost');
  if (url.pathname === '/crash') process.exit(3);
  if (url.pathname.endsWith('/throw')) throw new Error('the page broke');
  const answers: unknown[] = [];
  for (const path of url.searchParams.getAll('call')) {
    try {
      answers.push(await (await request.api.fetch(`${request.api.baseUrl}${path}`, { headers: { Language: 'fr' } })).json());
    } catch (error) {
      answers.push({ failed: (error as Error).message });
    }
  }
  const shown = { url: request.url, cookies: request.cookies, acceptLanguage: request.acceptLanguage, publicUrl: request.publicUrl, threadId, answers };
  const page: RenderResult = {
    status: 200, language: 'en', direction: 'ltr', title: 'T', description: 'D', meta: null,
    primaryColor: '#000', primaryHoverColor: '#111', pageModule: null, state: '{}', html: `<main>${JSON.stringify(shown)}</main>`,
  };
  return page;
});
