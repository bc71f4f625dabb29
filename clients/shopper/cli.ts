// `npm run shopper -- <command>`: see shopper.ts.
import { runShopper } from './shopper';

process.exitCode = await runShopper(process.argv.slice(2), { env: process.env, print: (line) => console.log(line) });
