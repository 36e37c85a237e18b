/**
 * Every relative link in README.md and in every .md file under docs/ (its folders included) points
 * at a file that exists, and a link's `#anchor` at a heading of that file (as GitHub names it). Run
 * by `npm run lint`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? '')));
}

const problems: string[] = [];
for (const page of pages) {
  const file = join(root, page);
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const [path = '', anchor] = target.split('#');
    const linked = path ? resolve(dirname(file), path) : file;
    if (!existsSync(linked)) {
      problems.push(`${page}: ${target} (no such file)`);
    } else if (anchor && linked.endsWith('.md') && !anchorsOf(linked).has(anchor)) {
      problems.push(`${page}: ${target} (no heading #${anchor} in ${relative(root, linked)})`);
    }
  }
}
if (problems.length > 0) {
  console.error(`Broken links in the documentation:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Documentation links: ${pages.length} pages checked, every relative link resolves.`);
