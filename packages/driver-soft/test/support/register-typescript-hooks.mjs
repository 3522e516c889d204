// Registers typescript-hooks.mjs (passed with --import to the test processes; worker threads inherit it).
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
