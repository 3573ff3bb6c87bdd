import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The simulator's modules import one another in one direction only: a module that needs a type of another reaches
 * for a module both can import (state/records.ts holds the world's record types), never back along a chain that
 * leads to itself. Type-only imports count too, since they tie the modules together just as much for a reader.
 */
const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Every module of simulator/src (tests included), relative to it with forward slashes. */
function modules(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The simulator modules `file` imports (import, export ... from, import(), import type), by their paths. */
function importsOf(file: string, known: Set<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(SRC, file), 'utf8'), true, true);
  return importedFiles
    .map((ref) => ref.fileName)
    .filter((spec) => spec.startsWith('./') || spec.startsWith('../'))
    .map((spec) => path.posix.join(path.posix.dirname(file), spec).replace(/\.js$/, '.ts'))
    .filter((target) => known.has(target));
}

/**
 * One line per group of modules that import one another in a circle (a strongly connected component, by Tarjan's
 * algorithm): a shortest path around it, then every module of the group when there are more than that path shows.
 */
function importCycles(graph: Map<string, string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups.map((group) => {
    const cycle = cycleWithin(graph, new Set(group));
    const line = cycle.join(' -> ');
    return group.length < cycle.length ? line : `${line} (the circle holds ${[...group].sort().join(', ')})`;
  });
}

/** A shortest path from the group's first module (alphabetically) back to itself, through the group only. */
function cycleWithin(graph: Map<string, string[]>, group: Set<string>): string[] {
  const start = [...group].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const cycle = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at)) {
          cycle.splice(1, 0, at);
        }
        return [...cycle, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...group].sort();
}

describe("the simulator's import graph", () => {
  it('finds a cycle, and the path around it', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    graph.get('d.ts')!.push('b.ts');
    expect(importCycles(graph)).toEqual([
      'a.ts -> b.ts -> c.ts -> a.ts (the circle holds a.ts, b.ts, c.ts, d.ts)',
      'e.ts -> e.ts',
    ]);
  });

  it('has no cycle among simulator modules', () => {
    const files = modules();
    const known = new Set(files);
    const graph = new Map(files.map((file) => [file, importsOf(file, known)]));
    expect(graph.get('state/world.ts')?.length, 'the graph reads the imports').toBeGreaterThan(0);
    expect(importCycles(graph)).toEqual([]);
  });
});
