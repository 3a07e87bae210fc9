/**
 * How `npm run test:e2e` deals the spec files out to the copies of the app that run at the same
 * time (scripts/test-e2e.ts): longest first, each to the copy with the least time so far. The
 * times come from e2e/support/spec-seconds.json, the seconds each spec took in a serial run; a spec
 * missing there counts as `unknownSeconds`. Refresh the file when a spec grows or shrinks a lot.
 */
export function splitSpecs(files: readonly string[], seconds: Readonly<Record<string, number>>, copies: number, unknownSeconds = 30): string[][] {
  const bins = Array.from({ length: Math.max(1, copies) }, () => ({ files: [] as string[], seconds: 0 }));
  const weight = (file: string) => seconds[file] ?? unknownSeconds;
  const longestFirst = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = bins.reduce((least, bin) => (bin.seconds < least.seconds ? bin : least));
    lightest.files.push(file);
    lightest.seconds += weight(file);
  }
  return bins.map((bin) => bin.files.sort()).filter((part) => part.length > 0);
}
