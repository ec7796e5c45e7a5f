// GS1 GTIN-8/12/13/14 with its mod-10 check digit, stored as 14 digits; plain code for the browser too.
export function normaliseGtin(text: string): string | undefined {
  const digits = text.replace(/[\s-]/g, "");
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits)) return undefined;
  const padded = digits.padStart(14, "0");
  let sum = 0;
  for (let index = 0; index < 13; index += 1) sum += Number(padded[index]) * (index % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(padded[13]) ? padded : undefined;
}
