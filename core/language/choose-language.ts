import { localizePath, splitLanguage } from './localized-path';
import type { LanguagePreference } from './language-preference.port';

/** Saves the chosen language and answers the path to move to (the same page, language-prefixed). */
export class ChooseLanguage {
  constructor(private readonly preference: LanguagePreference) {}

  execute(input: { code: string; currentPath: string; known: readonly string[]; defaultLanguage: string }): string {
    const code = input.known.includes(input.code) ? input.code : input.defaultLanguage;
    this.preference.save(code);
    const { path } = splitLanguage(input.currentPath, input.known, input.defaultLanguage);
    return localizePath(path, code, input.defaultLanguage);
  }
}
