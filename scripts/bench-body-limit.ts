/**
 * `npm run bench:body-limit -- --url http://127.0.0.1:3000 --pid N [--bodies 4] [--mb 32]`: what
 * oversized request bodies cost a running server's memory. Reads the server's resident set
 * (/proc/N/status) before, every 20 ms while `--bodies` chunked bodies of `--mb` MB each are sent at
 * once to a JSON route (POST /api/v1/customers/login, no login needed) and the shop images upload
 * (signed in as --mobile/--password, the demo shop owner by default),
 * and after; prints the answers' statuses and the peak growth. Needs the server's pid (the
 * production server the one `npm start` prints, or `pgrep -f serve-app`). Sends only to --url, which
 * must be this machine.
 */
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    pid: { type: "string" },
    bodies: { type: "string", default: "4" },
    mb: { type: "string", default: "32" },
    /** The shop owner whose session sends the uploads (the demo data's, by default). */
    mobile: { type: "string", default: "9822000001" },
    password: { type: "string", default: "Demo@12345" },
  },
});
if (!values.pid) throw new Error("--pid of the server process is required");
const pid = Number(values.pid);
const target = new URL(values.url!);
if (!["127.0.0.1", "localhost", "[::1]"].includes(target.hostname)) throw new Error("--url must be on this machine");

function rssMb(): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"));
  return Math.round(Number(line!.replace(/\D+/g, "")) / 1024);
}

/** One chunked body of `mb` MB in 64 KiB writes; stops writing once the server answers. */
function send(path: string, contentType: string, mb: number, cookie = ""): Promise<{ status: number; sentMb: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    let answered = false;
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const total = mb * 16;
    const req = httpRequest({ host: target.hostname, port: target.port, method: "POST", path, headers: { "content-type": contentType, ...(cookie ? { cookie } : {}) }, agent: false }, (response) => {
      answered = true;
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, sentMb: Math.round((sent * 64) / 1024), ms: Date.now() - started }));
    });
    req.on("error", () => (answered ? undefined : resolve({ status: 0, sentMb: Math.round((sent * 64) / 1024), ms: Date.now() - started })));
    const pump = () => {
      while (!answered && sent < total) {
        sent += 1;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

async function main() {
  const bodies = Number(values.bodies);
  const login = await fetch(new URL("/api/v1/franchisee/login", target), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ mobile: values.mobile, password: values.password }) });
  if (login.status !== 200) throw new Error(`the shop owner's login answered ${login.status}`);
  const cookie = login.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  const mb = Number(values.mb);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const answers = await Promise.all(
    Array.from({ length: bodies }, (_, i) =>
      i % 2 === 0 ? send("/api/v1/customers/login", "application/json", mb) : send("/api/v1/franchisee/upload", "multipart/form-data; boundary=x", mb, cookie),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  clearInterval(sampler);
  const after = rssMb();
  console.log(`bodies: ${bodies} × ${mb} MB chunked (half JSON login, half multipart upload)`);
  for (const answer of answers) console.log(`  answered ${answer.status} after ${answer.sentMb} MB sent, ${answer.ms} ms`);
  console.log(`server RSS: before ${before} MB, peak ${peak} MB (+${peak - before}), one second after ${after} MB (+${after - before})`);
}

void main();
