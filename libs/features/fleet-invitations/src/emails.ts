/**
 * The addresses typed or pasted into /invite's field: one address, or a list copied from a
 * spreadsheet column or a mail client ("Camille Martin" <camille.martin@acme.fr>; …). Separators are
 * commas, semicolons, spaces and line breaks; a name around an address in angle brackets is dropped.
 */

/** At most this many addresses in one sending (contract `InvitationsBody`). */
export const maxInvitations = 500;

/**
 * Something@domain.tld without spaces, the characters the contract's `format: email` accepts
 * (stricter than spec section 5's basic form, so the server never refuses what passes here).
 */
const emailPattern =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export function isEmail(text: string): boolean {
  return text.length <= 254 && emailPattern.test(text);
}

export interface ParsedEmails {
  /** The valid addresses, lower-cased, each once, in the order typed. */
  emails: string[];
  /** What is not an address, as typed, each once. */
  invalid: string[];
  /** How many addresses were typed more than once (counted once). */
  duplicates: number;
}

/** The pieces of the text that should each be an address. */
function tokens(text: string): string[] {
  // A quoted display name may hold commas: it goes first.
  const unquoted = text.replace(/"[^"]*"/g, ' ');
  return unquoted.split(/[,;\n\r]+/).flatMap((segment) => {
    const bracketed = [...segment.matchAll(/<([^<>]*)>/g)].map((match) => match[1]?.trim() ?? '');
    if (bracketed.length > 0) return bracketed.filter(Boolean);
    return segment.split(/\s+/).filter(Boolean);
  });
}

export function parseEmails(text: string): ParsedEmails {
  const emails: string[] = [];
  const invalid: string[] = [];
  let duplicates = 0;
  const seen = new Set<string>();
  for (const token of tokens(text)) {
    // A trailing dot or a "mailto:" from a copied link are not part of the address.
    const cleaned = token.replace(/^mailto:/i, '').replace(/\.$/, '');
    if (!isEmail(cleaned)) {
      if (!invalid.includes(token)) invalid.push(token);
      continue;
    }
    const email = cleaned.toLowerCase();
    if (seen.has(email)) {
      duplicates += 1;
      continue;
    }
    seen.add(email);
    emails.push(email);
  }
  return { emails, invalid, duplicates };
}
