/**
 * The part of the Reflect metadata API that Inversify calls (`defineMetadata`, `getOwnMetadata`,
 * `getMetadata`, through @inversifyjs/reflect-metadata-utils), for the browser entry. The smallest
 * build of `reflect-metadata` ('reflect-metadata/lite') weighed 2.4 kB gzip of the home page's
 * first-load JavaScript; this is a tenth of that. The server and the tests keep the full package.
 * Import it for its effect, first: `import './reflect-metadata-min'`.
 *
 * Same semantics as reflect-metadata for those calls: metadata belongs to a (target, property)
 * pair, and getMetadata also looks up the target's prototype chain (a subclass sees the
 * metadata of the class it extends).
 */

type Key = unknown;
type Property = string | symbol | undefined;

interface MetadataReflect {
  defineMetadata(key: Key, value: unknown, target: object, property?: Property): void;
  getOwnMetadata(key: Key, target: object, property?: Property): unknown;
  getMetadata(key: Key, target: object, property?: Property): unknown;
  hasOwnMetadata(key: Key, target: object, property?: Property): boolean;
  hasMetadata(key: Key, target: object, property?: Property): boolean;
}

const store = new WeakMap<object, Map<Property, Map<Key, unknown>>>();

function metadataOf(target: object, property: Property, create: boolean): Map<Key, unknown> | undefined {
  if (target === null || (typeof target !== 'object' && typeof target !== 'function')) throw new TypeError('Reflect metadata needs an object target');
  let byProperty = store.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    store.set(target, (byProperty = new Map()));
  }
  let metadata = byProperty.get(property);
  if (!metadata && create) byProperty.set(property, (metadata = new Map()));
  return metadata;
}

/** Where the key is set: the target itself, else the nearest prototype that has it. */
function owner(key: Key, target: object, property: Property): Map<Key, unknown> | undefined {
  for (let current: object | null = target; current; current = Object.getPrototypeOf(current) as object | null) {
    const metadata = metadataOf(current, property, false);
    if (metadata?.has(key)) return metadata;
  }
  return undefined;
}

export const reflectMetadata: MetadataReflect = {
  defineMetadata: (key, value, target, property) => void metadataOf(target, property, true)!.set(key, value),
  getOwnMetadata: (key, target, property) => metadataOf(target, property, false)?.get(key),
  getMetadata: (key, target, property) => owner(key, target, property)?.get(key),
  hasOwnMetadata: (key, target, property) => metadataOf(target, property, false)?.has(key) ?? false,
  hasMetadata: (key, target, property) => owner(key, target, property) !== undefined,
};

// Installed when this module is evaluated, like reflect-metadata itself: the entry imports it
// first, so it is there before any decorated class is defined. A full implementation already
// present (tests, the server) stays.
if (typeof (Reflect as unknown as Partial<MetadataReflect>).defineMetadata !== 'function') Object.assign(Reflect, reflectMetadata);
