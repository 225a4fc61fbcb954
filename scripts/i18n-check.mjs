#!/usr/bin/env node
// Fails when any language lacks a key another language has, in every `locales` folder of the repo.
// Layouts: locales/<lang>.json, or locales/<lang>/<namespace>.json.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const LANGS = ['zh_CN', 'zh_TW', 'en_GB', 'ko_KR'];
const root = new URL('..', import.meta.url).pathname;

function findLocaleDirs(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) continue;
    if (name === 'locales') out.push(path);
    else findLocaleDirs(path, out);
  }
  return out;
}

function flatten(value, prefix = '', out = new Map()) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** Map of "<namespace>:<key>" -> value for one language of one locales folder. */
function load(dir, lang) {
  const keys = new Map();
  const file = join(dir, `${lang}.json`);
  if (existsSync(file)) {
    for (const [k, v] of flatten(JSON.parse(readFileSync(file, 'utf8')))) keys.set(k, v);
  }
  const folder = join(dir, lang);
  if (existsSync(folder)) {
    for (const name of readdirSync(folder).filter((n) => n.endsWith('.json'))) {
      const ns = name.slice(0, -5);
      for (const [k, v] of flatten(JSON.parse(readFileSync(join(folder, name), 'utf8')))) keys.set(`${ns}:${k}`, v);
    }
  }
  return keys;
}

let problems = 0;
let checked = 0;
for (const dir of findLocaleDirs(join(root, 'packages'))) {
  const byLang = Object.fromEntries(LANGS.map((l) => [l, load(dir, l)]));
  const all = new Set(LANGS.flatMap((l) => [...byLang[l].keys()]));
  checked += all.size;
  for (const key of all) {
    for (const lang of LANGS) {
      const value = byLang[lang].get(key);
      if (value === undefined) {
        console.error(`${relative(root, dir)}: ${lang} lacks "${key}"`);
        problems++;
      } else if (typeof value === 'string' && value.trim() === '') {
        console.error(`${relative(root, dir)}: ${lang} has an empty "${key}"`);
        problems++;
      }
    }
  }
}
if (problems) {
  console.error(`i18n:check: ${problems} missing or empty translations`);
  process.exit(1);
}
console.log(`i18n:check: ${checked} keys present in all of ${LANGS.join(', ')}`);
