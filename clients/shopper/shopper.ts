import { homedir } from 'node:os';
import { join } from 'node:path';
import type { FetchLike } from '../../adapters/http/api-client';
import { API_DOWN_MESSAGE, RequestError } from '../../core/shared/request-error';
import { FileStorage } from './file-storage';
import { parseArguments, type ShopperArguments } from './shopper-arguments';
import { add, cart, type CommandContext, order, search } from './shopper-commands';
import { isShopperLanguage, say, type ShopperLanguage } from './shopper-messages';
import { createShopper } from './shopper-wiring';

export interface ShopperIo {
  /** SHOP_URL (the shop), SHOP_LANGUAGE, SHOPPER_STATE (the file that keeps the guest's token). */
  env: Readonly<Record<string, string | undefined>>;
  print(line: string): void;
  fetch?: FetchLike;
}

const COMMANDS: Readonly<Record<string, (context: CommandContext, args: ShopperArguments) => Promise<number>>> = { search, add, cart, order };

/**
 * The shopper command line (`npm run shopper -- <command>`): a guest shopping a running shop
 * through api/v1, built from core and adapters alone. Answers the exit code: 0 done, 1 the shop
 * said no, 2 a wrong command line.
 */
export async function runShopper(args: readonly string[], io: ShopperIo): Promise<number> {
  const parsed = parseArguments(args);
  const [command, ...words] = parsed.words;
  const asked = parsed.flags.lang ?? io.env.SHOP_LANGUAGE ?? 'en';
  const language: ShopperLanguage = isShopperLanguage(asked) ? asked : 'en';
  const shopUrl = parsed.flags.shop ?? io.env.SHOP_URL;
  const run = command === undefined ? undefined : COMMANDS[command];
  if (!run || !shopUrl) {
    if (command !== undefined && !run) io.print(say(language, 'unknown_command', { command }));
    io.print(say(language, 'usage'));
    return 2;
  }
  const storage = new FileStorage(io.env.SHOPPER_STATE || join(homedir(), '.storefront-shopper.json'));
  const shopper = createShopper({ shopUrl, storage, ...(io.fetch ? { fetch: io.fetch } : {}) });
  try {
    return await run({ shopper, language, print: io.print }, { words, flags: parsed.flags });
  } catch (error) {
    // The shop refused (its message, in the language asked) or could not be reached.
    if (error instanceof RequestError) {
      io.print(error.firstMessage === API_DOWN_MESSAGE ? say(language, 'api_down', { url: shopUrl }) : error.firstMessage);
      return 1;
    }
    throw error;
  }
}
