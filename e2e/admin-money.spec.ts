import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { DEMO, holdInTransaction, logInAs, query } from "./support/auth";

const monthName = (month: string) => new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));

type Member = { id: number; code: string; name: string; path: string };

async function memberByMobile(mobile: string): Promise<Member> {
  const [row] = await query<{ id: string; code: string; name: string; path: string }>(
    `SELECT c.id, c.code, concat_ws(' ', c.first_name, c.middle_name, c.last_name) AS name, t.path
     FROM customers c JOIN "user" u ON u.id = c.user_id JOIN tree_nodes t ON t.customer_id = c.id WHERE u.phone_number = $1`,
    [mobile],
  );
  return { ...row!, id: Number(row!.id) };
}

/**
 * The month to close: the first month with sales after the last closed one (demo data has four
 * months of sales). Seeds purchases that make sure two members with KYC earn in it: the demo
 * customer (Ravi) and his first downline member with bank details, through a purchase two levels
 * below Ravi.
 */
async function seedMonth() {
  const [{ month }] = (await query<{ month: string }>(`
    SELECT min(counted_month)::text AS month FROM sales
    WHERE counted_month > coalesce((SELECT max(month) FROM commission_months WHERE status = 'closed'), '0001-01-01')`)) as [{ month: string }];
  const ravi = await memberByMobile(DEMO.customer.mobile);
  const [second] = await query<{ id: string; code: string; name: string; path: string }>(
    `SELECT c.id, c.code, concat_ws(' ', c.first_name, c.middle_name, c.last_name) AS name, t.path
     FROM tree_nodes t JOIN customers c ON c.id = t.customer_id JOIN kyc_details k ON k.customer_id = c.id
     WHERE t.path LIKE $1 AND length(t.path) = $2 AND c.pan IS NOT NULL AND t.child_count > 0 ORDER BY t.path LIMIT 1`,
    [`${ravi.path}%`, ravi.path.length + 1],
  );
  const priya = { ...second!, id: Number(second!.id) };
  const [buyer] = await query<{ id: string }>(`SELECT customer_id AS id FROM tree_nodes WHERE path LIKE $1 AND length(path) = $2 ORDER BY path LIMIT 1`, [`${priya.path}%`, priya.path.length + 1]);
  const [shop] = await query<{ id: string }>(`SELECT id FROM shops ORDER BY id LIMIT 1`);
  const at = `${month.slice(0, 8)}15 12:00:00+05:30`;
  const sales: [number, number, number][] = [
    [ravi.id, 100_000, 5_000], // ₹1,000 of his own: Ravi qualifies
    [priya.id, 100_000, 5_000],
    [Number(buyer!.id), 4_000_000, 200_000], // interest ₹2,000: Priya (level 1) ₹360, Ravi (level 2) ₹300
  ];
  for (const [customerId, amount, interest] of sales) {
    await query(
      `INSERT INTO sales (shop_id, customer_id, amount_paise, items, interest_rate_bp, interest_paise, counted_month, idempotency_key, created_at)
       VALUES ($1, $2, $3, 'E2E purchase', 500, $4, $5, $6, $7)`,
      [shop!.id, customerId, amount, interest, month, `e2e-money-${Date.now()}-${customerId}`, at],
    );
  }
  return { month, ravi, priya };
}

async function lineOf(batchId: number, memberId: number) {
  const [row] = await query<{ id: string; amount_paise: string }>(`SELECT id, amount_paise FROM payout_lines WHERE batch_id = $1 AND member_id = $2`, [batchId, memberId]);
  return { id: Number(row!.id), amountPaise: Number(row!.amount_paise), reference: `DLMP${batchId}L${row!.id}` };
}

async function openLine(page: Page, batchId: number, code: string) {
  await page.goto(`/admin/payouts/${batchId}?q=${code}`);
  await expect(page.getByRole("row").filter({ hasText: code })).toHaveCount(1);
}

test.describe("operator console: commission months, payouts and plans", () => {
  test.setTimeout(240_000);

  test("previews, runs, reconciles and closes a month; pays it by batch; the customer sees it paid; adds a plan version", async ({ page, browser }) => {
    const { month, ravi, priya } = await seedMonth();
    const label = monthName(month);
    const key = month.slice(0, 7);

    await test.step("preview writes nothing; run saves the month", async () => {
      await logInAs(page, "operator");
      await page.goto("/admin/commissions");
      await expect(page.getByRole("heading", { name: "Commission months", level: 1 })).toBeVisible();
      await page.getByLabel("Month", { exact: true }).fill(key);
      await page.getByRole("button", { name: "Preview month" }).click();
      // A job like a run (half a minute at full scale): its figures come when it is done.
      await expect(page.getByRole("heading", { name: `Preview of ${label} — nothing was written` })).toBeVisible({ timeout: 60_000 });
      expect(await query(`SELECT 1 FROM commission_months WHERE month = $1`, [month])).toEqual([]);
      expect(await query(`SELECT kind, status FROM commission_jobs WHERE month = $1`, [month])).toEqual([{ kind: "preview", status: "succeeded" }]);
      // Its figures are written nowhere else: a reload keeps them in view, saying when they were made.
      await page.reload();
      await expect(page.getByRole("heading", { name: `Preview of ${label} — nothing was written` })).toBeVisible();
      await expect(page.getByText(new RegExp(`^The preview of ${label} made at .+ by .+; start it again for the figures as they are now\\.$`))).toBeVisible();
      await page.getByLabel("Month", { exact: true }).fill(key);
      await page.getByRole("button", { name: /^Run month/ }).click();
      // The month's first saved run is run #1: the preview before it used up no number.
      await expect(page.getByRole("heading", { name: new RegExp(`^${label} run #1 saved`) })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole("row", { name: new RegExp(label) }).getByText("open")).toBeVisible();
    });

    await test.step("reconcile shows the month balanced; close asks first, shows its progress (a second close is refused), and closes it for good", async () => {
      // The reconciliation is a job too; held at the ledger for a moment, it is seen at work and the month's other actions wait.
      const releaseForReconcile = await holdInTransaction("LOCK TABLE ledger_postings IN ACCESS EXCLUSIVE MODE");
      try {
        await page.getByRole("button", { name: `Reconcile ${label}` }).click();
        await expect(page.getByRole("status", { name: `Reconciling ${label} in progress` })).toContainText("checking every figure");
        await expect(page.getByRole("button", { name: `Close ${label}`, exact: true })).toBeDisabled();
      } finally {
        await releaseForReconcile();
      }
      await expect(page.getByRole("heading", { name: new RegExp(`^${label} is balanced: all \\d+ checks hold`) })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole("status", { name: `Reconciling ${label} in progress` })).toHaveCount(0);
      // A second operator has the month's page open too.
      const otherTab = await page.context().newPage();
      await otherTab.goto(`/admin/commissions/${key}`);
      await expect(otherTab.getByRole("button", { name: `Close ${label}`, exact: true })).toBeEnabled();

      // The ledger is held for a moment, so the close (seconds on demo data, minutes at full scale) is seen at work.
      const releaseLedger = await holdInTransaction("LOCK TABLE ledger_postings IN SHARE MODE");
      try {
        await page.getByRole("button", { name: `Close ${label}`, exact: true }).click();
        const dialog = page.getByRole("dialog", { name: `Close ${label}?` });
        await expect(dialog.getByText("A closed month never changes.")).toBeVisible();
        await dialog.getByRole("button", { name: `Close ${label} for good` }).click();
        const progress = page.getByRole("status", { name: `Closing ${label} in progress` });
        await expect(progress).toContainText("Posting the ledger (now)", { timeout: 30_000 });
        await expect(progress).toContainText("Reconciling (done)");
        await expect(progress).toContainText(/\d+ s/);
        await expect(page.getByRole("button", { name: `Reconcile ${label}` })).toBeDisabled();

        await otherTab.getByRole("button", { name: `Close ${label}`, exact: true }).click();
        await otherTab.getByRole("dialog", { name: `Close ${label}?` }).getByRole("button", { name: `Close ${label} for good` }).click();
        await expect(otherTab.getByText(`The console is already closing ${key}`)).toBeVisible();
        // Its page now shows the close in progress (from the server), without the statements it cannot read yet.
        await expect(otherTab.getByRole("status", { name: `Closing ${label} in progress` })).toContainText("Posting the ledger (now)");
        expect(await query(`SELECT count(*)::int AS n FROM commission_jobs WHERE month = $1 AND kind = 'close'`, [month])).toEqual([{ n: 1 }]);

        // Reloaded, the page still shows the close at work.
        await page.reload();
        await expect(page.getByRole("status", { name: `Closing ${label} in progress` })).toContainText("Posting the ledger (now)");
      } finally {
        await releaseLedger();
      }
      await expect(page.getByText(new RegExp(`${label} is closed: \\d+ statements approved`))).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole("row", { name: new RegExp(label) }).getByText("closed", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: `Run again ${label}` })).toHaveCount(0);
      await expect(page.getByRole("status", { name: `Closing ${label} in progress` })).toHaveCount(0);
      await expect(otherTab.getByText(new RegExp(`${label} is closed: \\d+ statements approved`))).toBeVisible();
      await otherTab.close();
      const [audit] = await query<{ after: { status: string } }>(`SELECT after FROM audit_log WHERE action = 'commission_month.close' AND entity_id = $1`, [key]);
      expect(audit?.after.status).toBe("closed");
    });

    await test.step("the month's statements: search by code, the lines behind one, and the CSV", async () => {
      await page.goto(`/admin/commissions/${key}`);
      await page.getByLabel("Member code or name").fill(ravi.code);
      await page.getByRole("button", { name: "Search" }).click();
      await page.getByRole("link", { name: ravi.code }).click();
      await expect(page.getByRole("heading", { name: `${ravi.code} · ${ravi.name}` })).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: "15%" }).filter({ hasText: "₹300.00" }).first()).toBeVisible();
      await page.goto(`/admin/commissions/${key}`);
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export CSV" }).click();
      const csv = await readFile(await (await download).path(), "utf8");
      expect(csv.split("\r\n")[0]).toBe("\uFEFFMonth,Customer code,Name,Lines,Gross,TDS,Net,Carried in,Payable,Status,Hold reason");
      expect(csv).toContain(`${key},${ravi.code},`);
    });

    let batchId = 0;
    await test.step("a payout batch and its bank file", async () => {
      await page.goto("/admin/payouts");
      await page.getByRole("button", { name: "Create payout batch" }).click();
      const dialog = page.getByRole("dialog", { name: "Create a payout batch?" });
      await expect(dialog.getByText(/Ready to pay: \d+ members?/)).toBeVisible();
      await dialog.getByRole("button", { name: "Create batch" }).click();
      await expect(page).toHaveURL(/\/admin\/payouts\/\d+$/);
      batchId = Number(/\/(\d+)$/.exec(page.url())![1]);
      await expect(page.getByRole("heading", { name: `Payout batch ${batchId}` })).toBeVisible();
      const line = await lineOf(batchId, ravi.id);
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download bank file (CSV)" }).click();
      const file = await readFile(await (await download).path(), "utf8");
      const rows = file.trim().split("\r\n");
      expect(rows[0]).toBe("Beneficiary Name,Account Number,IFSC,Amount,Reference");
      const rupees = `${Math.trunc(line.amountPaise / 100)}.${String(line.amountPaise % 100).padStart(2, "0")}`;
      expect(rows).toContain(`Ravi Suresh Deshmukh,32145678901,SBIN0004821,${rupees},${line.reference}`);
    });

    await test.step("a line marked paid with its UTR (a bad one is refused), another failed", async () => {
      const paid = await lineOf(batchId, ravi.id);
      await openLine(page, batchId, ravi.code);
      await page.getByRole("button", { name: `Mark ${paid.reference} paid` }).click();
      const dialog = page.getByRole("dialog", { name: `Mark ${paid.reference} paid` });
      await dialog.getByLabel("UTR (bank reference)").fill("SBIN-12");
      await dialog.getByRole("button", { name: "Mark paid" }).click();
      await expect(dialog.getByText("A UTR has 16 to 22 letters and digits, e.g. SBIN326123456789.")).toBeVisible();
      const utr = `SBIN${String(Date.now()).slice(-12)}`;
      await dialog.getByLabel("UTR (bank reference)").fill(utr.toLowerCase());
      await dialog.getByRole("button", { name: "Mark paid" }).click();
      await expect(page.getByText(`${paid.reference} marked paid (UTR ${utr}).`)).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: paid.reference }).getByText(`UTR ${utr}`)).toBeVisible();

      const failed = await lineOf(batchId, priya.id);
      await openLine(page, batchId, priya.code);
      await page.getByRole("button", { name: `Mark ${failed.reference} failed` }).click();
      const failDialog = page.getByRole("dialog", { name: `Mark ${failed.reference} failed` });
      await failDialog.getByRole("button", { name: "Mark failed" }).click();
      await expect(failDialog.getByText("Say why the payment failed.")).toBeVisible();
      await failDialog.getByLabel("Reason").fill("Account closed");
      await failDialog.getByRole("button", { name: "Mark failed" }).click();
      await expect(page.getByText(`${failed.reference} marked failed`)).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: failed.reference }).getByText("Account closed")).toBeVisible();
      // The bank's response file is recorded all or nothing: a row naming another batch refuses the file.
      await page.getByLabel(/The bank's response CSV/).setInputFiles({
        name: "response.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`Reference,UTR,Status,Reason\r\nDLMP${batchId + 1}L1,SBIN326123456789,Paid,\r\n`),
      });
      await page.getByRole("button", { name: "Upload response" }).click();
      await expect(page.getByText(`Row 2: DLMP${batchId + 1}L1 belongs to batch ${batchId + 1}, not ${batchId}.`)).toBeVisible();
      await expect(page.getByText("1 row of the file has a problem: nothing was recorded.")).toBeVisible();

      const audit = await query<{ action: string }>(`SELECT action FROM audit_log WHERE entity_type = 'payout_line' AND entity_id = ANY($1) ORDER BY id`, [[String(paid.id), String(failed.id)]]);
      expect(audit.map((a) => a.action)).toEqual(["payout_line.mark_paid", "payout_line.mark_failed"]);
    });

    await test.step("the customer sees the month paid", async () => {
      const context = await browser.newContext();
      const customer = await context.newPage();
      await logInAs(customer, "customer");
      await customer.goto("/commisions");
      const longName = new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${key}-15T00:00:00Z`));
      await expect(customer.getByRole("row").filter({ has: customer.getByRole("link", { name: `Open statement: ${longName}` }) }).getByText("Paid", { exact: true })).toBeVisible();
      await context.close();
    });

    await test.step("a plan version: rates above 100% refused, then a good one simulated and published", async () => {
      await page.goto("/admin/plans");
      await expect(page.getByRole("heading", { name: "Commission plans", level: 1 })).toBeVisible();
      await page.getByLabel("Level shares (% of the shop's fee)").fill("60, 30, 20");
      await page.getByRole("button", { name: "Save draft version" }).click();
      await expect(page.getByText("The level shares add up to 110% of the fee: at most 100%.")).toBeVisible();
      await page.getByLabel("Level shares (% of the shop's fee)").fill("20, 15, 12, 9, 6");
      await expect(page.getByText("5 levels, 62% of the fee to members; 38% stays with the company.")).toBeVisible();
      await page.getByLabel("Notes (why this version)").fill("Level 1 to 20%");
      await page.getByRole("button", { name: "Save draft version" }).click();
      await expect(page).toHaveURL(/\/admin\/plans\/\d+$/);
      const version = /\/(\d+)$/.exec(page.url())![1];
      await expect(page.getByRole("heading", { name: `Plan version ${version}` })).toBeVisible();
      await page.getByLabel("Month", { exact: true }).fill(key);
      await page.getByRole("button", { name: "Simulate" }).click();
      await expect(page.getByRole("table", { name: `Simulation of ${label}` })).toBeVisible({ timeout: 60_000 });
      await page.getByRole("button", { name: `Publish version ${version}` }).click();
      await page.getByRole("dialog", { name: `Publish version ${version}?` }).getByRole("button", { name: "Publish" }).click();
      await expect(page.getByText(new RegExp(`Version ${version} is published`))).toBeVisible();
      await expect(page.getByText("published", { exact: true }).first()).toBeVisible();
    });
  });
});
