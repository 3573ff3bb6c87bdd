#!/usr/bin/env node
import { runMain } from '../shared/cli.js';
import { proxyMain, usage } from './main.js';

runMain(() => proxyMain(process.argv.slice(2), (line) => console.log(line)), usage, 'proxy');
