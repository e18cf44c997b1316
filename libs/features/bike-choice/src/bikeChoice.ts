/**
 * The rider's choice on a bike's page (issue 28): the height typed, the size and the equipment. It
 * lives in the page's address (`?height=170&size=2&equipment=7&equipment=8`: Back, a bookmark and
 * the offer request carry it) and, per bike, in the session, so leaving the page by a link and
 * coming back to `/bikes/:bikeId` finds it again.
 */
export interface BikeChoice {
  /** As typed, up to three digits. */
  height: string;
  sizeId: number | null;
  equipmentIds: number[];
}

export const emptyChoice: BikeChoice = { height: '', sizeId: null, equipmentIds: [] };

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

export function choiceFromParams(params: URLSearchParams): BikeChoice {
  const height = params.get('height') ?? '';
  return {
    height: /^\d{1,3}$/.test(height) ? height : '',
    sizeId: positive(params.get('size')),
    equipmentIds: [
      ...new Set(
        params
          .getAll('equipment')
          .map(positive)
          .filter((id) => id !== null),
      ),
    ],
  };
}

export function choiceToParams(choice: BikeChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.height !== '') params.set('height', choice.height);
  if (choice.sizeId !== null) params.set('size', String(choice.sizeId));
  for (const id of choice.equipmentIds) params.append('equipment', String(id));
  return params;
}

/** Whether the address says anything of the choice (else the session's is restored). */
export const hasChoice = (params: URLSearchParams) =>
  params.has('height') || params.has('size') || params.has('equipment');

const key = (bikeId: number) => `velo.bikeChoice.${bikeId}`;

/** The choice kept in the session for this bike, if any (storage refused: none). */
export function savedChoice(bikeId: number): BikeChoice | null {
  try {
    const text = sessionStorage.getItem(key(bikeId));
    return text === null ? null : choiceFromParams(new URLSearchParams(text));
  } catch {
    return null;
  }
}

export function saveChoice(bikeId: number, choice: BikeChoice): void {
  try {
    sessionStorage.setItem(key(bikeId), choiceToParams(choice).toString());
  } catch {
    // Storage refused (private mode, quota): the address still carries the choice.
  }
}

/** The query of the choice, with its `?`, or an empty string for no choice. */
export function choiceQuery(choice: BikeChoice): string {
  const text = choiceToParams(choice).toString();
  return text === '' ? '' : `?${text}`;
}
