import type { TCart, TPostInput } from '@common/contracts/posts';
import { useRef } from 'react';
import { createCart } from '../api/create-cart';
import { createCheckoutSession } from '../api/create-checkout-session';
import { deleteCartPhoto } from '../api/delete-cart-photo';
import { uploadCartPhoto } from '../api/upload-cart-photo';
import type { TPhotoPick } from '../photo-pick';

interface TPublishCallbacks {
  onProgress: (key: string, fraction: number) => void;
  onUploaded: (key: string, where: { cartId: number; position: number }) => void;
}

/**
 * docs/PRODUCT.md §4, post creation: insert the cart, upload the photos one by one, request a checkout
 * session, and answer the URL to go to. After a failure the next attempt picks up where this one
 * stopped: the same cart while the fields are unchanged, and only the photos it does not have yet.
 */
export function usePublishPost() {
  const last = useRef<{ cart: TCart; signature: string } | null>(null);

  return async function publish(
    input: TPostInput,
    picks: readonly TPhotoPick[],
    discountCode: string,
    { onProgress, onUploaded }: TPublishCallbacks,
  ): Promise<string> {
    const signature = JSON.stringify(input);
    // A cart cannot be edited: changed fields need a new one (an unpaid cart is cleaned up in a day).
    let cart = last.current?.signature === signature ? last.current.cart : await createCart(input);
    last.current = { cart, signature };

    // Photos removed since the last attempt leave the cart, so the post gets exactly those in view.
    const kept = new Set(picks.flatMap((p) => (p.uploaded?.cartId === cart.id ? [p.uploaded.position] : [])));
    for (const image of cart.images) {
      if (!kept.has(image.position)) cart = await deleteCartPhoto(cart.id, image.position);
      last.current = { cart, signature };
    }

    for (const pick of picks) {
      if (pick.uploaded?.cartId === cart.id) continue;
      const before = new Set(cart.images.map((i) => i.position));
      cart = await uploadCartPhoto(cart.id, pick.file, (fraction) => onProgress(pick.key, fraction));
      last.current = { cart, signature };
      const added = cart.images.find((i) => !before.has(i.position));
      onUploaded(pick.key, { cartId: cart.id, position: added?.position ?? -1 });
    }

    const { url } = await createCheckoutSession(cart, discountCode);
    return url;
  };
}
