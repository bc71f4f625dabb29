import 'reflect-metadata';

// Screens (jsdom files): Testing Library's findBy*/waitFor give up after 5 s instead of 1 s. They
// return as soon as the condition holds; the longer limit only spares a loaded machine (two cores
// shared by parallel test files) a false failure.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
  // Whatever a test rendered is unmounted after it, in every file: the unit project shares one
  // module graph per worker, so a screen left mounted keeps module-level state alive into the next
  // file (the countdowns' shared second timer, started with real timers, then ignored a test's
  // fake clock).
  const { cleanup } = await import('@testing-library/react');
  const { afterEach } = await import('vitest');
  afterEach(() => cleanup());
}
