/**
 * No module of src imports itself through others, type-only and lazy imports included: a cycle
 * makes the order of evaluation matter and hides which layer a type belongs to.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../../src');
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"?]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(src)) {
    const targets = [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
      .map((match) => path.resolve(path.dirname(file), match[1] as string))
      .filter((target) => /\.tsx?$/.test(target) && existsSync(target));
    graph.set(file, targets);
  }
  return graph;
}

/** The cycles of `graph`, one path each (depth-first search, back edges). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe('imports in src', () => {
  it('finds a cycle in a made-up graph', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('form no cycle', () => {
    const found = cycles(importGraph()).map((cycle) =>
      cycle.map((file) => path.relative(src, file)).join(' → '),
    );
    expect(found).toEqual([]);
  });
});
