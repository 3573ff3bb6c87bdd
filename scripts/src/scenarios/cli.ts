#!/usr/bin/env node
import { runMain } from '../shared/cli.js';
import { scenariosMain, usage } from './main.js';

runMain(() => scenariosMain(process.argv.slice(2), (line) => console.log(line)), usage, 'scenarios');
