/**
 * The extra questions a store asks when booking (docs/product/appointments.md#booking): 2 single choice, 4 multiple,
 * else text.
 */
export const APPOINTMENT_ITEMS = [
  {
    id: 1,
    item_name: 'Project type',
    type: 2 as const,
    is_required: 1 as const,
    sub_item_list: ['New home', 'Renovation', 'Commercial project'].map((item_name) => ({ item_name })),
  },
  {
    id: 2,
    item_name: 'Rooms',
    type: 4 as const,
    is_required: 1 as const,
    sub_item_list: ['Kitchen', 'Bathroom', 'Living room', 'Outdoor'].map((item_name) => ({ item_name })),
  },
  {
    id: 3,
    item_name: 'Budget per m²',
    type: 2 as const,
    is_required: 2 as const,
    sub_item_list: ['Under 30', '30 to 60', 'Over 60'].map((item_name) => ({ item_name })),
  },
  { id: 4, item_name: 'Anything we should prepare?', type: 1 as const, is_required: 2 as const, sub_item_list: [] },
];

/** The questions of a visit's evaluation: 1 single, 2 multiple choice, 3 text. */
export const EVALUATION_QUESTIONS = [
  {
    id: 1,
    item_name: 'Was your adviser helpful',
    type: 1 as const,
    slist: [
      { id: 1, item_name: 'Very helpful' },
      { id: 2, item_name: 'Helpful' },
      { id: 3, item_name: 'Not really' },
    ],
  },
  {
    id: 2,
    item_name: 'What did you like',
    type: 2 as const,
    slist: [
      { id: 4, item_name: 'The displays' },
      { id: 5, item_name: 'The samples' },
      { id: 6, item_name: 'The advice' },
      { id: 7, item_name: 'The prices' },
    ],
  },
  { id: 3, item_name: 'What could we do better', type: 3 as const, slist: [] },
];
