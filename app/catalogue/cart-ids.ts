// Builders for the nine cart-id patterns of SPEC §3. Each offer's id is built by one of these
// (find-offer.ts indexes them), so an id is never parsed back apart. The size is always the last
// dash-separated segment.

/** /floral-print/{id}: `{id}-{size}` */
export const floralCartId = (id: string, size: string): string => `${id}-${size}`;

/** /landscape-print/{id}: `landscape-print-{id}-{size}` */
export const landscapeCartId = (id: string, size: string): string => `landscape-print-${id}-${size}`;

/** /tulip-print: `tulip-print-{size}` */
export const tulipCartId = (size: string): string => `tulip-print-${size}`;

/** /product/{id}: `product-{id}-{size}` */
export const legacyCartId = (id: number, size: string): string => `product-${id}-${size}`;

/** /landscape-prints (Golden Coast): `landscape-print-{size}` */
export const goldenCoastCartId = (size: string): string => `landscape-print-${size}`;

/** /product-detail/{productId}: `{productId}-{size}` */
export const productDetailCartId = (productId: string, size: string): string => `${productId}-${size}`;

/** /photo-albums: `photo-album-{size}` */
export const photoAlbumCartId = (size: string): string => `photo-album-${size}`;

/** /wedding-albums: `wedding-album-{size}` */
export const weddingAlbumCartId = (size: string): string => `wedding-album-${size}`;

/** /signature-wedding-albums: `signature-wedding-album-{size}` */
export const signatureWeddingAlbumCartId = (size: string): string => `signature-wedding-album-${size}`;
