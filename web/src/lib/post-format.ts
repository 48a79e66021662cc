// How a post's title reads wherever the browser shows it (cards, the post page, its tab title); its
// price is common/rules/money.ts's. Components reach both through useFormat() (lib/format.ts).

interface TTitled {
  year: number;
  vehicle_name: string;
  part_name: string;
  stock_number: string;
}

/**
 * docs/PRODUCT.md §2: the title is year, vehicle name, part name, stock number (the part's name in
 * `part`'s words).
 */
export function postTitle(post: TTitled, part: (name: string) => string = (name) => name): string {
  return [post.year, post.vehicle_name, part(post.part_name), post.stock_number].join(' ');
}
