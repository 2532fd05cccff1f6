/**
 * A price as the app writes it in English: two decimals, grouped thousands and dt
 * ("1,250.50 dt"; decision 018).
 */
export const priceText = (amount: number) =>
  `${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} dt`;
