// `npm run demo`: bundles the browser page and serves it on http://127.0.0.1:8080/ (or --port) until
// interrupted. Open the address in a browser with WebGL2.
import { parseArgs, parseCount, UsageError } from '../args.js';
import { startDemoServer } from './server.js';

const USAGE = `Usage: npm run demo [-- options]

Serves the samples as a web page: driver-soft drawing into a 2D canvas and driver-webgl into a WebGL2
canvas, side by side, each animating in a frame loop with its mean frame time beside it; a sample
picker, a driver picker and a pause button.

Options:
  --port N     port on 127.0.0.1 (default 8080)
  --help       this text`;

async function main(argv: readonly string[]): Promise<number> {
  const options = parseArgs(argv, { port: 'value', help: 'flag' });
  if (options.has('help')) {
    console.log(USAGE);
    return 0;
  }
  const port = parseCount('port', options.get('port') ?? '8080', 65535);
  const server = await startDemoServer(port);
  console.log(`gallium-ts demo: ${server.url} (Ctrl-C stops it)`);
  process.once('SIGINT', () => void server.close().then(() => process.exit(0)));
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exitCode = 2;
}
