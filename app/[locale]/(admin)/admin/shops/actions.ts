"use server";

import { z } from "zod";
import { createFranchiseeShopSchema, restoreShopSchema, suspendShopSchema, updateAdminShopSchema } from "@/lib/validation/admin-shops";
import { correctionSchema, topUpSchema } from "@/lib/validation/admin-wallet";
import { requireOperator } from "@/server/auth/guards";
import { runAction } from "@/server/http/server-action";
import { parseInput } from "@/server/http/validation";
import { createFranchiseeShop } from "@/server/shops/create-franchisee-shop";
import { restoreShop } from "@/server/shops/restore-shop";
import { sendFranchiseePasswordCode } from "@/server/franchisees/send-franchisee-password-code";
import { suspendShop } from "@/server/shops/suspend-shop";
import { updateShop } from "@/server/shops/update-shop";
import { correctWallet } from "@/server/wallet/correct-wallet";
import { topUpWallet } from "@/server/wallet/top-up-wallet";

/** Operator console: franchisees, shops and wallets. Each action checks the operator, parses, calls one domain function. */
const shopIdSchema = z.number().int().positive();

export async function createFranchiseeShopAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return createFranchiseeShop({ actor, input: parseInput(createFranchiseeShopSchema, input) });
  });
}

export async function updateAdminShopAction(shopId: number, input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    return updateShop({ actor, shopId: parseInput(shopIdSchema, shopId), input: parseInput(updateAdminShopSchema, input) });
  });
}

export async function suspendShopAction(shopId: number, input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const { reason } = parseInput(suspendShopSchema, input);
    return suspendShop({ actor, shopId: parseInput(shopIdSchema, shopId), reason });
  });
}

export async function restoreShopAction(shopId: number, input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const { reason } = parseInput(restoreShopSchema, input);
    return restoreShop({ actor, shopId: parseInput(shopIdSchema, shopId), reason });
  });
}

export async function sendPasswordCodeAction(shopId: number) {
  return runAction(async () => {
    const actor = await requireOperator();
    return sendFranchiseePasswordCode({ actor, shopId: parseInput(shopIdSchema, shopId) });
  });
}

export async function topUpWalletAction(shopId: number, input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const form = parseInput(topUpSchema, input);
    return topUpWallet({
      actor,
      input: { shopId: parseInput(shopIdSchema, shopId), amountPaise: form.amount, method: form.method, reference: form.reference, idempotencyKey: form.idempotency_key },
    });
  });
}

export async function correctWalletAction(shopId: number, input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const form = parseInput(correctionSchema, input);
    return correctWallet({
      actor,
      input: {
        shopId: parseInput(shopIdSchema, shopId),
        direction: form.direction,
        amountPaise: form.amount,
        reason: form.reason,
        correctsPostingId: form.corrects_posting_id,
        idempotencyKey: form.idempotency_key,
      },
    });
  });
}
