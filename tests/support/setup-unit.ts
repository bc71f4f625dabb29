import 'reflect-metadata';

// Screens (jsdom files): Testing Library's findBy*/waitFor give up after 5 s instead of 1 s. They
// return as soon as the condition holds; the longer limit only spares a loaded machine (two cores
// shared by parallel test files) a false failure.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}
