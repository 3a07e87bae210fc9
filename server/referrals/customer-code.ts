export const CUSTOMER_CODE_PREFIX = "DLMP";
export const CUSTOMER_CODE_PATTERN = /^DLMP\d{6,}$/;

/** DLMP + the sequence number, zero-padded to six digits (never truncated past a million). */
export function formatCustomerCode(sequenceNumber: number): string {
  if (!Number.isSafeInteger(sequenceNumber) || sequenceNumber < 1) throw new Error(`bad customer sequence number: ${sequenceNumber}`);
  return `${CUSTOMER_CODE_PREFIX}${String(sequenceNumber).padStart(6, "0")}`;
}
