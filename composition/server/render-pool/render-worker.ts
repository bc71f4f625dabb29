/**
 * Entry of a render worker thread (built into dist/server beside entry-server.js): it loads the
 * page bundle once, then renders what the main thread sends (see render-workers.ts).
 */
import { parentPort } from 'node:worker_threads';
import { render } from '../../entry-server';
import { serveRenders } from './render-worker-loop';

if (!parentPort) throw new Error('render-worker runs as a worker thread');
serveRenders(parentPort, render);
