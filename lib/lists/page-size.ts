/** docs/product.md#states-and-transitions: every signed-in list (purchases, commissions, shop sales, wallet entries) pages by five. */
export const ACCOUNT_LIST_PAGE_SIZE = 5;
