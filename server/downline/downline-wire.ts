import "server-only";
import type { DownlineMatchWire, DownlineNodeWire } from "@/lib/api/wire";
import type { DownlineNode } from "./get-downline";
import type { DownlineMatch } from "./search-downline";

/** The JSON API's shape of a downline tree (lib/api/wire.ts), for the route and the /downline page alike. */
export function toDownlineNodeWire(node: DownlineNode): DownlineNodeWire {
  const side = (child: DownlineNode | "empty" | null) => (child === "empty" ? "0" : child === null ? null : toDownlineNodeWire(child));
  return {
    id: node.id,
    code: node.code,
    f_name: node.firstName,
    l_name: node.lastName,
    gender: node.gender,
    city: node.city,
    level: node.level,
    left_count: node.leftCount,
    right_count: node.rightCount,
    left_side: side(node.left),
    right_side: side(node.right),
  };
}

export function toDownlineMatchWire(match: DownlineMatch): DownlineMatchWire {
  return { id: match.id, code: match.code, f_name: match.firstName, l_name: match.lastName, city: match.city, level: match.level, side: match.side };
}
