// Imported first by the production entry: React, MobX and friends choose their production builds
// from NODE_ENV when first loaded; development builds render several times slower.
process.env.NODE_ENV ??= 'production';
export {};
