import { format } from 'node:util';

type Level = 'error' | 'warn';

interface Expected {
  level: Level;
  pattern: string | RegExp;
  seen: boolean;
}

const expected: Expected[] = [];
let unexpected: string[] = [];

/**
 * Redux Toolkit's development checks say when they ran slowly: a fact about the machine's load
 * (CI is a busy 2-core machine), not about the app, so it is not a failure.
 */
const SLOW_DEV_CHECK = /took \d+ms, which is more than the warning threshold/;

const matches = (pattern: string | RegExp, text: string) =>
  typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);

/**
 * A test that provokes a console message on purpose (the spec's "only logged"
 * failures) declares it: the message is then required, and not a failure.
 */
export function expectConsole(level: Level, pattern: string | RegExp): void {
  expected.push({ level, pattern, seen: false });
}

/**
 * Every console.error and console.warn (React's act() warnings, antd's
 * deprecations, jsdom's "not implemented") fails the test that printed it.
 */
export function installConsoleGuard(): void {
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const text = format(...args);
      if (level === 'warn' && SLOW_DEV_CHECK.test(text)) return;
      const declared = expected.find((e) => e.level === level && matches(e.pattern, text));
      if (declared) {
        declared.seen = true;
        return;
      }
      unexpected.push(`console.${level}: ${text}`);
      original(...args);
    };
  }
}

/** Throws (failing the test) for every unexpected message, and every declared one missing. */
export function checkConsole(): void {
  const problems = [
    ...unexpected,
    ...expected
      .filter((e) => !e.seen)
      .map((e) => `console.${e.level} expected but not printed: ${String(e.pattern)}`),
  ];
  unexpected = [];
  expected.length = 0;
  if (problems.length > 0) {
    throw new Error(`The test printed to the console:\n${problems.join('\n')}`);
  }
}
