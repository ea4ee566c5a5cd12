// `npm run platform -- <command>`: the platform operator's commands (docs/decisions.md, "Payment
// tokens"). They open the configured database like the server does; the embedded one only while
// no server holds DATA_DIR.
import { loadConfig } from '../config.ts';
import { runPlatformCli } from './platform-cli.ts';

runPlatformCli(process.argv.slice(2), loadConfig(), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
