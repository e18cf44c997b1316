import { Inline } from '@velo/ui/Inline';
import { Money } from '@velo/ui/Money';
import { Stack } from '@velo/ui/Stack';
import { Text } from '@velo/ui/Text';

/** An item of equipment with its price including tax, in cents (a proposal's, a lease request's). */
export interface EquipmentLine {
  id: number;
  brand: string;
  name: string;
  priceCents: number;
}

export interface EquipmentLinesProps {
  items: readonly EquipmentLine[];
  /** What to say when there is no equipment (the caller's words: "none chosen", "none proposed"). */
  emptyText: string;
}

/** The equipment of an offer as a list, each item with its price; or the caller's empty text. */
export function EquipmentLines({ items, emptyText }: EquipmentLinesProps) {
  if (items.length === 0) return <Text>{emptyText}</Text>;
  return (
    <Stack as="ul" gap="2">
      {items.map((item) => (
        <Stack as="li" key={item.id} gap="1">
          <Inline justify="spaceBetween">
            <Text as="span">
              {item.brand} {item.name}
            </Text>
            <Money cents={item.priceCents} />
          </Inline>
        </Stack>
      ))}
    </Stack>
  );
}
