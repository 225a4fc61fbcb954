import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * What the browser loads before the sign-in page shows is the static import graph of main.tsx:
 * everything else arrives through import() on first use. This walks that graph in the sources.
 */

const src = resolve(import.meta.dirname, '..');
const SCRIPT = /\.tsx?$/;

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** The package of a bare specifier: "antd/es/locale/en_GB" -> "antd", "@ant-design/icons" stays. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Specifiers a module loads when it is evaluated: value imports and re-exports, not import() nor types. */
function staticSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    return [];
  });
}

function firstLoad(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    files.add(relative(src, file));
    if (!SCRIPT.test(file)) return;
    for (const specifier of staticSpecifiers(file)) {
      if (!specifier.startsWith('.')) {
        packages.add(packageOf(specifier));
        continue;
      }
      const target = resolveRelative(file, specifier);
      if (!target) throw new Error(`${relative(src, file)}: cannot resolve ${specifier}`);
      if (!files.has(relative(src, target))) visit(target);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the first load (issue 12: a light sign-in page)', () => {
  const { files, packages } = firstLoad(join(src, 'main.tsx'));

  it('holds the sign-in page, antd and the router', () => {
    expect(files).toContain('pages/user/Login.tsx');
    expect(files).toContain('router/router.tsx');
    expect(packages).toContain('antd');
    expect(packages).toContain('react-router');
  });

  it('leaves the monitor, 3D, charts and ProComponents to the pages that use them', () => {
    for (const heavy of ['three', '@react-three/fiber', '@react-three/drei', 'echarts', 'echarts-for-react', '@ant-design/pro-components']) {
      expect(packages, heavy).not.toContain(heavy);
    }
  });

  it('loads no page but the sign-in and error pages, and not the signed-in layout', () => {
    const pages = [...files].filter((file) => file.startsWith('pages/'));
    expect(pages.filter((file) => !file.startsWith('pages/user/') && !file.startsWith('pages/exception/'))).toEqual([]);
    expect(files).not.toContain('layouts/main/MainLayout.tsx');
  });
});
