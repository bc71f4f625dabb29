/**
 * A password's length: at least `minLength`; at most `maxLength`, long enough for passphrases,
 * short enough to bound hashing work. Beside PHONE (./phone.ts): the validation messages state both.
 */
export const PASSWORD = { minLength: 6, maxLength: 128 } as const;
