import {
  Brain,
  Dumbbell,
  Eye,
  Heart,
  Leaf,
  Scale,
  Shield,
  Zap,
  type IconComponent,
} from "@/components/ui/icons";
import { Link } from "@/components/ui/link";
import { GOAL_TILES, type GoalTileId } from "./goal-tiles";

const GOAL_ICONS: Record<GoalTileId, IconComponent> = {
  "heart-health": Heart,
  "brain-function": Brain,
  "muscle-building": Dumbbell,
  "energy-performance": Zap,
  "immune-support": Shield,
  "vision-health": Eye,
  "weight-management": Scale,
  "general-wellness": Leaf,
};

const numberFormat = new Intl.NumberFormat("en-GB");

/** `counts`: products /browse lists per tile, in GOAL_TILES order; a tile with none is not shown. */
export function GoalTileGrid({ counts }: { counts: readonly number[] | null }) {
  const tiles = GOAL_TILES.map((tile, index) => ({ tile, count: counts?.[index] ?? null })).filter(
    ({ count }) => count !== 0,
  );
  return (
    <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
      {tiles.map(({ tile, count }) => {
        const Icon = GOAL_ICONS[tile.id];
        return (
          <li key={tile.id}>
            <Link
              href={tile.href}
              className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-brand-500 hover:bg-brand-50"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex flex-col">
                <span className="font-semibold text-slate-900">{tile.label}</span>
                <span className="text-sm text-slate-600">
                  {count === null
                    ? "Browse supplements for this goal"
                    : `${numberFormat.format(count)} ${count === 1 ? "product" : "products"}`}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
