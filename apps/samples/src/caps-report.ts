// `npm run caps`: finds every installed gallium-ts driver (or only the one `--driver` or GALLIUM_DRIVER
// names), creates its screen and prints its name, vendor and capability table, so a fresh install shows
// at a glance what each backend offers.
import {
  createScreen,
  driverPackage,
  PipeCap,
  PipeCapf,
  type PipeScreen,
  PipeShader,
  PipeShaderCap,
} from '@gallium-ts/gallium-api';
import { parseArgs, UsageError } from './args.js';

const USAGE = `Usage: npm run caps -- [--driver <name>]

Prints the screen name, vendor and capability table of every installed driver (soft, webgl, noop), or of
the one --driver or GALLIUM_DRIVER names.`;

const DRIVERS = ['soft', 'webgl', 'noop'];

async function openScreen(name: string): Promise<PipeScreen | string> {
  try {
    return await createScreen({ driver: name });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function table(rows: [string, string | number][]): string {
  const width = Math.max(...rows.map(([key]) => key.length));
  return rows.map(([key, value]) => `  ${key.padEnd(width)}  ${value}`).join('\n');
}

function capsTable(screen: PipeScreen): string {
  const rows: [string, string | number][] = [];
  for (const [name, cap] of Object.entries(PipeCap)) rows.push([`PIPE_CAP_${name}`, screen.getParam(cap)]);
  for (const [name, cap] of Object.entries(PipeCapf)) rows.push([`PIPE_CAPF_${name}`, screen.getParamf(cap)]);
  for (const [stage, shader] of Object.entries(PipeShader)) {
    for (const [name, cap] of Object.entries(PipeShaderCap)) {
      rows.push([`${stage} PIPE_SHADER_CAP_${name}`, screen.getShaderParam(shader, cap)]);
    }
  }
  return table(rows);
}

async function main(argv: readonly string[]): Promise<number> {
  let options: Map<string, string>;
  try {
    options = parseArgs(argv, { driver: 'value', help: 'flag' });
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`caps: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.has('help')) {
    console.log(USAGE);
    return 0;
  }
  const only = options.get('driver') || process.env.GALLIUM_DRIVER;
  for (const name of only ? [only] : DRIVERS) {
    const screen = await openScreen(name);
    if (typeof screen === 'string') {
      console.log(`# ${name} (${driverPackage(name) ?? 'registered'}): unavailable\n  ${screen}\n`);
      continue;
    }
    console.log(
      `# ${name}: ${screen.getName()} — vendor ${screen.getVendor()}, device ${screen.getDeviceVendor()}`,
    );
    console.log(`${capsTable(screen)}\n`);
    screen.destroy();
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
