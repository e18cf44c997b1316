export interface Right {
  name: string;
  clientId: number;
}

export interface RightsHolder {
  rights?: readonly Right[] | null | undefined;
  clientId?: number | null | undefined;
}

/**
 * Spec sections 5 and 6: false without a rights list or a clientId; otherwise true only when a right
 * with that name exists for the user's own client, or for the client explicitly given.
 */
export function hasRight(
  user: RightsHolder | null | undefined,
  rightName: string,
  clientId?: number,
): boolean {
  if (!user?.rights || user.clientId === undefined || user.clientId === null) return false;
  const forClient = clientId ?? user.clientId;
  return user.rights.some((right) => right.name === rightName && right.clientId === forClient);
}
