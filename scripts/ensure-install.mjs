import { ensureInstalled } from './lib.mjs';

if (!(await ensureInstalled())) process.exit(1);
