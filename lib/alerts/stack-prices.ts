// Not server-only: the price-alert job in `npm start` uses it.
import { cheapestOffer } from "../catalogue/pricing";
import { db } from "../db/prisma";
import { itemCost } from "../stacks/costs";

export interface PricedStackItem {
  supplementId: string;
  name: string;
  brand: string;
  monthlyPence: number;
  offer: {
    retailer: string;
    pricePence: number;
    packSize: number;
    source: "sample" | "feed" | "manual";
    lastCheckedAt: Date;
  };
}

export interface StackPrices {
  stackId: string;
  stackName: string;
  owner: { id: string; email: string; firstName: string };
  items: PricedStackItem[];
  monthlyPence: number;
}

export async function getStackPrices(stackId: string): Promise<StackPrices | null> {
  const stack = await db().stack.findUnique({
    where: { id: stackId },
    select: {
      id: true,
      name: true,
      user: { select: { id: true, email: true, firstName: true } },
      items: {
        orderBy: { position: "asc" },
        select: {
          quantity: true,
          supplement: {
            select: {
              id: true,
              name: true,
              brand: true,
              unitsPerServing: true,
              offers: {
                select: {
                  retailer: true,
                  pricePence: true,
                  packSize: true,
                  inStock: true,
                  source: true,
                  lastCheckedAt: true,
                },
              },
            },
          },
        },
      },
    },
  });
  if (!stack) return null;
  const items = stack.items.flatMap(({ quantity, supplement }) => {
    const offer = cheapestOffer(supplement.offers);
    if (!offer) return [];
    const cost = itemCost({ ...offer, unitsPerServing: supplement.unitsPerServing }, quantity);
    return [
      {
        supplementId: supplement.id,
        name: supplement.name,
        brand: supplement.brand,
        monthlyPence: cost.costPerMonthPence,
        offer,
      },
    ];
  });
  return {
    stackId: stack.id,
    stackName: stack.name,
    owner: stack.user,
    items,
    monthlyPence: items.reduce((sum, item) => sum + item.monthlyPence, 0),
  };
}
