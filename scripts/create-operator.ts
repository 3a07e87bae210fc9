/**
 * `npm run create-operator -- --mobile 9000000002 --name "Asha Operator" [--email a@b.c]`
 * Creates the first (or another) operator. The password comes from OPERATOR_PASSWORD, or is asked
 * for on the terminal (not echoed).
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { loadEnvConfig } from "@next/env";
import { prepareDatabase } from "./lib/prepare-database";

async function askPassword(prompt: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) process.stdout.write(chunk, encoding);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  process.stdout.write(prompt);
  muted = true;
  const answer = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

async function main() {
  loadEnvConfig(process.cwd());
  process.env.DEMO_DATA = "false";
  const { values } = parseArgs({ options: { mobile: { type: "string" }, name: { type: "string" }, email: { type: "string" } } });
  if (!values.mobile || !values.name) {
    console.error('usage: npm run create-operator -- --mobile <10 digits> --name "<name>" [--email <email>]');
    process.exit(2);
  }
  let password = process.env.OPERATOR_PASSWORD;
  if (!password) {
    password = await askPassword("Password for the operator (at least 8 characters): ");
    const again = await askPassword("Repeat the password: ");
    if (password !== again) {
      console.error("[operator] the passwords differ");
      process.exit(2);
    }
  }
  const prepared = await prepareDatabase();
  const { createDb } = await import("../server/db/connect");
  const { createOperator } = await import("../server/auth/create-operator");
  const { db, pool } = createDb(prepared.url, { max: 2 });
  try {
    const result = await createOperator(db, { mobile: values.mobile, name: values.name, email: values.email, password });
    console.log(result.created ? `[operator] created ${values.mobile}: log in at /admin/login` : `[operator] ${values.mobile} is now an operator`);
  } finally {
    await pool.end();
    await prepared.embedded?.stop();
  }
}

main().catch((error) => {
  console.error("[operator] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
