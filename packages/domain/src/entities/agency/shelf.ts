import type { TransitionDef } from '../../entity/define.js';

/** Spec section 4, "Product listing": a package is offered only while it is on the shelf. */
export const SHELF_STATES = ['offShelf', 'onShelf'] as const;
export type ShelfState = (typeof SHELF_STATES)[number];

/** The shelf field of a package (new ones wait off the shelf until operations put them on) and its two moves. */
export const shelfField = { kind: 'enum', values: SHELF_STATES, required: true, default: 'offShelf', filter: 'eq', form: false, width: 100 } as const;
export const shelfStatus = {
  field: 'shelfState',
  transitions: {
    putOn: { from: ['offShelf'], to: 'onShelf' },
    takeOff: { from: ['onShelf'], to: 'offShelf' },
  } satisfies Record<string, TransitionDef>,
  // Pickers (fee settings, prices) offer what is on the shelf.
  pickable: ['onShelf'],
} as const;
