/**
 * Hands a fetched file to the browser as a download. A document's PDF is fetched with the session
 * (bearer header) and given to the browser as an object URL: no token and no document content ever
 * sits in a URL (issue 13; ARCHITECTURE.md). Headless Chromium downloads PDFs rather than showing
 * them, hence a named download. Shared by the features that offer documents (onboarding, lease):
 * features never import each other.
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
