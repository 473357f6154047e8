/** The payment products an outlet or brand accepts (portal §3 {product}Accepts, {product}Rate). */
import { useId } from 'react';
import type { AcceptedProduct } from '../../../core/domain/paymentProducts.ts';

/** «Оплата»: each accepted product with the share of a bill it may pay; nothing when none is named. */
export function PaymentProducts({ products }: { products: readonly AcceptedProduct[] }) {
  const headingId = useId();
  if (products.length === 0) {
    return null;
  }
  return (
    <section className="detail__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Оплата</h2>
      <ul className="payments">
        {products.map((product) => (
          <li key={product.id}>{product.text}</li>
        ))}
      </ul>
    </section>
  );
}
