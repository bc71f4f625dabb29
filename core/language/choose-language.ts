import { inject, injectable } from 'inversify';
import { localizePath, splitLanguage } from './localized-path';
import { LanguagePreference } from './language-preference.port';

/** Saves the chosen language and answers the path to move to (the same page, language-prefixed). */
@injectable()
export class ChooseLanguage {
  constructor(@inject(LanguagePreference) private readonly preference: LanguagePreference) {}

  execute(input: { code: string; currentPath: string; known: readonly string[]; defaultLanguage: string }): string {
    const code = input.known.includes(input.code) ? input.code : input.defaultLanguage;
    this.preference.save(code);
    const { path } = splitLanguage(input.currentPath, input.known, input.defaultLanguage);
    return localizePath(path, code, input.defaultLanguage);
  }
}
