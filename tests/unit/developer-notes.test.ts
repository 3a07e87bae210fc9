import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Text a person reads on screen must not carry the developers' notes: references to the product
 * documents ("DESIGN §8"), source files ("set in lib/site.ts") or the decision records. Comments
 * may (they are for developers); catalog values, JSX text and string literals in app/ and
 * components/ may not. Import paths and other module specifiers are not text.
 */
const NOTE = /\b(DESIGN|SPEC)\s*§|§\s*\d|\b(lib|server|app|components|docs|scripts|messages)\/[\w.[\]()-]+|\b[\w-]+\.(tsx?|mjs|md)\b|decisions\.md|\bmigration\s+\d{4}\b/;

const root = path.resolve(__dirname, "../..");

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full, pattern) : pattern.test(name) ? [full] : [];
  });
}

function catalogValues(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => catalogValues(inner, at ? `${at}.${key}` : key));
  return [];
}

/** Every piece of text a source file could put on screen: JSX text and string literals outside module specifiers. */
function shownText(file: string): [number, string][] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: [number, string][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node)) return;
    if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === "require"))) return;
    if (ts.isJsxText(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      found.push([source.getLineAndCharacterOfPosition(node.getStart()).line + 1, node.text]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("developer notes on screen", () => {
  it("no catalog text cites the product documents or source files, in any language", () => {
    const hits = ["en", "mr", "hi"].flatMap((locale) =>
      files(path.join(root, "messages", locale), /\.json$/).flatMap((file) =>
        catalogValues(JSON.parse(readFileSync(file, "utf8")), "")
          .filter(([, text]) => NOTE.test(text))
          .map(([key, text]) => `${path.relative(root, file)} ${key}: ${text}`),
      ),
    );
    expect(hits).toEqual([]);
  });

  it("no text in the pages and components cites them either", () => {
    const hits = ["app", "components"].flatMap((dir) =>
      files(path.join(root, dir), /\.tsx?$/).flatMap((file) =>
        shownText(file)
          .filter(([, text]) => NOTE.test(text))
          .map(([line, text]) => `${path.relative(root, file)}:${line}: ${text.trim().slice(0, 120)}`),
      ),
    );
    expect(hits).toEqual([]);
  });

  it("recognises the notes it looks for", () => {
    for (const note of ["(DESIGN §8)", "SPEC §5", "set in lib/site.ts (siteContact)", "see docs/decisions/x.md", "migration 0022"]) expect(NOTE.test(note), note).toBe(true);
    for (const text of ["Acknowledge every complaint within 48 hours.", "₹1,000 a month", "support@dlmp.in", "/api/v1/customers/dashboard", "Next.js"]) expect(NOTE.test(text), text).toBe(false);
  });
});
