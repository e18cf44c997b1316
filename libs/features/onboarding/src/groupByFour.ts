/** An IBAN in groups of four characters ("FR76 3000 6000 …"), as printed on a bank statement. */
export function groupByFour(iban: string): string {
  return iban
    .replace(/\s/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}
