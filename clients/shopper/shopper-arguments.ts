/** A command line: the words in order and the `--name value` (or `--name=value`) flags. */
export interface ShopperArguments {
  words: string[];
  flags: Record<string, string>;
}

export function parseArguments(args: readonly string[]): ShopperArguments {
  const words: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const flag = /^--([a-z][a-z0-9-]*)(?:=(.*))?$/s.exec(arg);
    if (!flag) words.push(arg);
    else if (flag[2] !== undefined) flags[flag[1]!] = flag[2];
    else flags[flag[1]!] = args[++i] ?? '';
  }
  return { words, flags };
}

/** A whole positive number, or null. */
export function wholeNumber(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}
