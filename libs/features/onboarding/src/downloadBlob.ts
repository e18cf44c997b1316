/**
 * Hands a fetched file to the browser as a download. The PDF is fetched with the session (bearer
 * header) and given to the browser as an object URL: no token ever sits in a URL (issue 13).
 * Headless Chromium downloads PDFs rather than showing them, hence a download, named.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL after the click handler has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** An IBAN in groups of four characters ("FR76 3000 6000 …"), as printed on a bank statement. */
export function groupByFour(iban: string): string {
  return iban
    .replace(/\s/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}
