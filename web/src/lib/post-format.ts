// How a post reads wherever the browser shows it (cards, the post page, its tab title): one place
// for the title and the price.

interface TTitled {
  year: number;
  vehicle_name: string;
  part_name: string;
  stock_number: string;
}

/** SPEC.md: the title is year, vehicle name, part name, stock number. */
export function postTitle(post: TTitled): string {
  return [post.year, post.vehicle_name, post.part_name, post.stock_number].join(' ');
}

const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$1,250.00': the spec's $ prefix, always with cents so prices line up. */
export function formatAmount(amount: number): string {
  return `$${amountFormat.format(amount)}`;
}

/** '$1,250.00 CAD'. */
export function formatPrice(amount: number, currency: string): string {
  return `${formatAmount(amount)} ${currency}`;
}
